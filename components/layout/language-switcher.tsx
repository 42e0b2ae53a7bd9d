import { Languages } from '@/components/icons';
import { LanguageSwitcherLink } from './language-switcher-link';

/**
 * The link to the page in the other language. Its icon is rendered here, on the server: the
 * browser gets the drawn SVG and no icon code (the JavaScript budget).
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  return (
    <LanguageSwitcherLink
      className={className}
      icon={<Languages aria-hidden className="size-4" />}
    />
  );
}
