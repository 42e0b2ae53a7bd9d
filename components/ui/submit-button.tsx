import { clsx } from 'clsx';
import { LoaderCircle } from '@/components/icons';
import { useSyncExternalStore, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { keepFieldFocus } from '@/components/form/keep-focus';

const noSubscription = () => () => {};

/** False in the server's HTML and while React hydrates it, true once the page answers clicks. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * A primary button that shows it is working and cannot be pressed twice meanwhile. It is disabled
 * until the page has hydrated: the forms validate and send in the browser, and a press before that
 * would post the page back to the server, reload it and lose what was typed (a slow phone can take
 * seconds). Enter in a field does nothing either while the form's submit button is disabled.
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
      {...rest}
      disabled={!hydrated || pending || disabled}
      aria-busy={pending || undefined}
      {...keepFieldFocus}
      className={clsx(
        'inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white',
        // Not dimmed while hydrating: it is about to work, not refused.
        hydrated && 'hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70',
        className,
      )}
    >
      {pending ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
      {pending ? pendingLabel : children}
    </button>
  );
}
