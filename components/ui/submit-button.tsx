import { clsx } from 'clsx';
import { LoaderCircle } from 'lucide-react';
import { useSyncExternalStore, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { keepFieldFocus } from '@/components/form/keep-focus';

const noSubscription = () => () => {};

/** False in the server's HTML and until React has hydrated this button, then true. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * A primary button that shows it is working and cannot be pressed twice meanwhile. It is disabled
 * until the form has hydrated: pressed earlier (a slow connection), the browser would submit the
 * form natively, reload the page and lose what was typed; disabled, the press and Enter do nothing
 * and the values stay.
 */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  className,
  disabled,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { pending: boolean; pendingLabel: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      disabled={!hydrated || pending || disabled}
      aria-busy={pending || undefined}
      {...keepFieldFocus}
      className={clsx(
        'inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white',
        'hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70',
        className,
      )}
      {...rest}
    >
      {pending ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
      {pending ? pendingLabel : children}
    </button>
  );
}
