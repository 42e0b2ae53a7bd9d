import type { ReactNode } from 'react';

export type Fact = { label: string; value: ReactNode };

/** A definition list of facts (label above value), in a card. */
export function FactList({ title, facts }: { title: string; facts: Fact[] }) {
  return (
    <section className="rounded-2xl border border-line bg-surface p-5 shadow-sm">
      <h2 className="text-lg font-semibold">{title}</h2>
      <dl className="mt-3 divide-y divide-line">
        {facts.map((fact) => (
          <div key={fact.label} className="flex items-baseline justify-between gap-4 py-2 text-sm">
            <dt className="text-muted">{fact.label}</dt>
            <dd className="text-end font-medium text-ink">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
