import { getTranslations } from 'next-intl/server';

/** The about page's heading and introduction. */
export async function AboutHero() {
  const t = await getTranslations('about.hero');
  const titles = await getTranslations('titles');
  return (
    <section className="relative overflow-hidden border-b border-line bg-linear-to-b from-brand-50 to-canvas">
      <svg
        aria-hidden
        focusable="false"
        viewBox="0 0 200 200"
        className="pointer-events-none absolute -end-14 -top-8 size-52 text-brand-100 sm:-end-16 sm:-top-10 sm:size-96"
      >
        <g transform="translate(100 100)" fill="currentColor">
          <rect x="-60" y="-60" width="120" height="120" rx="8" />
          <rect x="-60" y="-60" width="120" height="120" rx="8" transform="rotate(45)" />
        </g>
        <circle cx="100" cy="100" r="34" className="fill-brand-50" />
      </svg>
      <div className="relative container-page py-14 sm:py-20">
        <p className="text-sm font-semibold text-brand-700">{titles('aboutUs')}</p>
        <h1 className="mt-3 max-w-3xl text-4xl leading-tight font-extrabold text-ink sm:text-5xl">
          {t('title')}
        </h1>
        <p className="mt-5 max-w-2xl text-lg leading-relaxed text-muted">{t('lead')}</p>
      </div>
    </section>
  );
}
