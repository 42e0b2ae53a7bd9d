import type { ReactNode } from 'react';
import { textLang } from './text-lang';

/**
 * Two columns on wide screens (gallery and text | facts and owner); on narrow ones the facts come
 * right after the gallery, before the long text, so the price is seen without scrolling far.
 */
export function DetailLayout({
  gallery,
  aside,
  children,
}: {
  gallery: ReactNode;
  aside: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 xl:col-start-1">{gallery}</div>
      <aside className="space-y-4 xl:col-start-2 xl:row-span-2 xl:row-start-1 xl:self-start">
        {aside}
      </aside>
      <div className="min-w-0 space-y-8 xl:col-start-1">{children}</div>
    </div>
  );
}

/** A titled block of user-written text (description, summary). */
export function TextSection({
  id,
  title,
  children,
  lead = false,
}: {
  id: string;
  title: string;
  children: string;
  lead?: boolean;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-xl font-bold text-ink">
        {title}
      </h2>
      <div
        dir="auto"
        lang={textLang(children)}
        className={`user-text leading-relaxed whitespace-pre-line text-ink ${lead ? 'text-lg' : ''}`}
      >
        {children}
      </div>
    </section>
  );
}
