import { SearchX, Store } from '@/components/icons';
import type { ReactNode } from 'react';

/** A calm, centred message: no listings at all, or none matching the filters. */
export function CatalogueState({
  tone,
  title,
  body,
  action,
}: {
  tone: 'empty' | 'no-results';
  title: string;
  body: string;
  action?: ReactNode;
}) {
  const Icon = tone === 'empty' ? Store : SearchX;
  return (
    <div
      data-testid={`catalogue-${tone}`}
      className="flex flex-col items-center rounded-2xl border border-dashed border-line bg-surface px-6 py-12 text-center"
    >
      <span className="grid size-12 place-items-center rounded-full bg-brand-50 text-brand-700">
        <Icon aria-hidden className="size-6" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-ink">{title}</h2>
      <p className="mt-2 max-w-md text-muted">{body}</p>
      {action ? <div className="mt-5">{action}</div> : null}
    </div>
  );
}
