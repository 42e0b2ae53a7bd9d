import type { LucideIcon } from '@/components/icons';
import type { ReactNode } from 'react';

export type Fact = { label: string; value: ReactNode; icon: LucideIcon; testId?: string };

/** The key facts of a listing as a description list, with a highlighted headline figure. */
export function ListingFacts({
  title,
  headline,
  facts,
}: {
  title: string;
  headline: { label: string; value: ReactNode };
  facts: Fact[];
}) {
  return (
    <section
      aria-labelledby="listing-facts"
      className="rounded-2xl border border-line bg-surface p-5 shadow-sm"
    >
      <h2 id="listing-facts" className="sr-only">
        {title}
      </h2>
      <p className="text-sm text-muted">{headline.label}</p>
      <p className="mt-1 text-2xl font-bold text-ink" data-testid="listing-headline">
        {headline.value}
      </p>
      <dl className="mt-4 divide-y divide-line border-t border-line">
        {facts.map(({ label, value, icon: Icon, testId }) => (
          <div key={label} className="flex items-start gap-3 py-3 text-sm">
            <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
            <dt className="text-muted">{label}</dt>
            <dd className="ms-auto text-end font-medium text-ink" data-testid={testId}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
