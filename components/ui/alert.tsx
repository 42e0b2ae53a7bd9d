import { clsx } from 'clsx';
import { CircleAlert, CircleCheck } from '@/components/icons';
import type { ReactNode } from 'react';

/** A status line for a form: role=alert for errors, role=status for success (read once, politely). */
export function Alert({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  const Icon = tone === 'error' ? CircleAlert : CircleCheck;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={clsx(
        'flex items-start gap-2 rounded-lg border px-3 py-2.5 text-sm',
        tone === 'error'
          ? 'border-danger/30 bg-red-50 text-danger'
          : 'border-success/30 bg-emerald-50 text-success',
      )}
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
