import { ArrowLeft } from '@/components/icons';
import { AppLink } from '@/components/ui/app-link';

/** "Back to my …" above an editor page's heading. */
export function BackLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <AppLink
      href={href}
      className="mb-3 inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
      {children}
    </AppLink>
  );
}
