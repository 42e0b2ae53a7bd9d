import type { ReactNode } from 'react';

/** The card of an auth page: its level-1 heading, one line of introduction, then the form. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section className="rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8">
      <header className="mb-6">
        <h1 className="text-2xl font-bold text-ink">{title}</h1>
        <p className="mt-2 text-sm text-muted">{intro}</p>
      </header>
      {children}
    </section>
  );
}
