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
 * A primary button (`danger`: the confirmation of a destructive action) that shows it is working
 * and cannot be pressed twice meanwhile. It is disabled until the page has hydrated: the forms
 * validate and send in the browser, and a press before that would post the page back to the
 * server, reload it and lose what was typed (a slow phone can take seconds). Enter in a field does
 * nothing either while the form's submit button is disabled.
 */
export function SubmitButton({
  pending,
  pendingLabel,
  danger = false,
  children,
  className,
  disabled,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  pending: boolean;
  pendingLabel: ReactNode;
  danger?: boolean;
}) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      {...rest}
      disabled={!hydrated || pending || disabled}
      aria-busy={pending || undefined}
      // Not dimmed while hydrating (app/globals.css, btn): it is about to work, not refused.
      data-hydrating={hydrated ? undefined : ''}
      {...keepFieldFocus}
      className={clsx('btn', danger ? 'btn-danger-solid' : 'btn-primary', className)}
    >
      {pending ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : null}
      {pending ? pendingLabel : children}
    </button>
  );
}
