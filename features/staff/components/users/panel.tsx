import type { ReactNode } from 'react';

/** A titled card of a user's staff page (the title names the region for assistive technology). */
export function Panel({
  id,
  title,
  children,
  className = '',
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-2xl border border-line bg-surface p-5 shadow-sm ${className}`}
    >
      <h2 id={id} className="mb-3 text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
