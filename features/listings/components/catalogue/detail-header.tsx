import { ArrowLeft } from '@/components/icons';
import type { ReactNode } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { textLang } from './text-lang';

/** Back link to the catalogue, the label chips and the listing's own title as the page's h1. */
export function DetailHeader({
  backHref,
  backLabel,
  chips,
  title,
}: {
  backHref: string;
  backLabel: string;
  chips: ReactNode;
  title: string;
}) {
  return (
    <header className="mb-6">
      <AppLink
        href={backHref}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
        {backLabel}
      </AppLink>
      <div className="mt-4 flex flex-wrap gap-2">{chips}</div>
      <h1
        dir="auto"
        lang={textLang(title)}
        className="user-text mt-3 text-2xl font-bold text-ink sm:text-3xl"
      >
        {title}
      </h1>
    </header>
  );
}

export function Chip({
  tone = 'brand',
  children,
}: {
  tone?: 'brand' | 'accent';
  children: ReactNode;
}) {
  return (
    <span
      className={
        tone === 'accent'
          ? 'rounded-full bg-accent-500 px-2.5 py-1 text-xs font-bold text-ink'
          : 'rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800'
      }
    >
      {children}
    </span>
  );
}
