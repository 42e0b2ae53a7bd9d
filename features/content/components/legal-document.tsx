import { ChevronDown } from '@/components/icons';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AppLink } from '@/components/ui/app-link';

/** The message namespaces laid out as legal documents (see messages/*.json). */
export type LegalNamespace = 'policy' | 'terms';

type Paragraphs = Record<string, string>;
type Section = { title: string; body?: Paragraphs; items?: Record<string, string>; after?: string };
type Tags = Record<string, (chunks: ReactNode) => ReactNode>;
/** A translator for keys built at run time from the document's own structure. */
type DocumentTranslator = {
  (key: string, values?: Record<string, string>): string;
  rich(key: string, values: Tags): ReactNode;
  raw(key: string): unknown;
};

const tags: Tags = {
  b: (chunks: ReactNode) => <strong className="font-semibold text-ink">{chunks}</strong>,
  contact: (chunks: ReactNode) => (
    <AppLink
      href="/contact-us"
      className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
    >
      {chunks}
    </AppLink>
  ),
};

/**
 * A long legal text (privacy policy, terms of use) from `<namespace>.intro.p*` and
 * `<namespace>.sections.<id>.{title, body.p*, items.i*, after}`: a heading, the last-updated date,
 * a table of contents with in-page anchors, then numbered sections. Messages may use `<b>` and
 * `<contact>` (a link to the contact page). The entries of the contents and the sections are styled
 * by their container (`legal-contents`, `legal-sections` in app/globals.css), not one by one: the
 * page would repeat those classes on each, twice (the markup and React's payload).
 */
export async function LegalDocument({
  namespace,
  title,
  updated,
}: {
  namespace: LegalNamespace;
  title: string;
  /** Last-updated date as YYYY-MM-DD. */
  updated: string;
}) {
  const t = (await getTranslations(namespace)) as unknown as DocumentTranslator;
  const format = await getFormatter();
  const rich = (key: string) => t.rich(key, tags);
  // t.raw gives the structure (which paragraphs and items exist) only: the messages are compiled
  // at build time (next.config.ts), so every text goes through the translator.
  const intro = t.raw('intro') as Paragraphs;
  const sections = Object.entries(t.raw('sections') as Record<string, Section>);
  const date = format.dateTime(new Date(`${updated}T12:00:00Z`), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    numberingSystem: 'latn',
  });

  const contents = (
    <ol className="legal-contents space-y-0.5 text-sm">
      {sections.map(([id], index) => (
        <li key={id}>
          <a href={`#${id}`}>
            <span>{index + 1}.</span>
            <span>{t(`sections.${id}.title`)}</span>
          </a>
        </li>
      ))}
    </ol>
  );

  return (
    <div className="container-page py-8 sm:py-12">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">{title}</h1>
        <p className="mt-3 text-sm font-medium text-muted">
          <time dateTime={updated}>{t('updated', { date })}</time>
        </p>
        <div className="mt-5 space-y-3 text-lg leading-relaxed text-muted">
          {Object.keys(intro).map((p) => (
            <p key={p}>{rich(`intro.${p}`)}</p>
          ))}
        </div>
      </header>

      <div className="mt-8 grid gap-8 lg:mt-12 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12">
        <details className="group rounded-xl border border-line bg-surface lg:hidden">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 font-semibold text-ink [&::-webkit-details-marker]:hidden">
            {t('toc')}
            <ChevronDown
              aria-hidden
              className="size-5 text-muted transition group-open:rotate-180"
            />
          </summary>
          <nav aria-label={t('toc')} className="border-t border-line px-2 py-3">
            {contents}
          </nav>
        </details>
        <nav
          aria-label={t('toc')}
          className="hidden self-start lg:sticky lg:top-24 lg:block lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto"
        >
          <p className="mb-2 px-2 text-sm font-semibold text-ink">{t('toc')}</p>
          {contents}
        </nav>

        <article className="legal-sections min-w-0 space-y-10 rounded-2xl border border-line bg-surface p-5 sm:p-8 lg:p-10">
          {sections.map(([id, section], index) => (
            <section key={id} id={id} aria-labelledby={`${id}-title`}>
              <h2 id={`${id}-title`}>
                <span>{index + 1}.</span>
                <span>{t(`sections.${id}.title`)}</span>
              </h2>
              <div>
                {Object.keys(section.body ?? {}).map((p) => (
                  <p key={p}>{rich(`sections.${id}.body.${p}`)}</p>
                ))}
                {section.items ? (
                  <ul>
                    {Object.keys(section.items).map((i) => (
                      <li key={i}>{rich(`sections.${id}.items.${i}`)}</li>
                    ))}
                  </ul>
                ) : null}
                {section.after ? <p>{rich(`sections.${id}.after`)}</p> : null}
              </div>
            </section>
          ))}
        </article>
      </div>
    </div>
  );
}
