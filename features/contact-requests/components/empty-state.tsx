import { Inbox } from '@/components/icons';
import type { ReactNode } from 'react';

/** An empty list that says what to do next (`actions`: links). */
export function EmptyState({
  title,
  text,
  actions,
}: {
  title?: string;
  text: string;
  actions?: ReactNode;
}) {
  return (
    <div
      data-testid="requests-empty"
      className="rounded-2xl border border-dashed border-line bg-surface p-8 text-center"
    >
      <Inbox aria-hidden className="mx-auto size-10 text-brand-700" />
      {title ? <h2 className="mt-3 text-lg font-semibold text-ink">{title}</h2> : null}
      <p className="mx-auto mt-2 max-w-xl text-muted">{text}</p>
      {actions ? <div className="mt-5 flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </div>
  );
}
