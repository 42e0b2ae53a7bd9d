import { clsx } from 'clsx';
import { LoaderCircle } from 'lucide-react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { keepFieldFocus } from '@/components/form/keep-focus';

/** A primary button that shows it is working and cannot be pressed twice meanwhile. */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  className,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { pending: boolean; pendingLabel: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={pending || rest.disabled}
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
