import { ArrowRight } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import {
  AdvertisementCard,
  InvestmentCard,
} from '@/features/listings/components/catalogue/listing-cards';
import { AppLink } from '@/components/ui/app-link';
import {
  cachedFeaturedAdvertisements,
  cachedLatestAdvertisements,
  cachedLatestInvestments,
} from '@/features/listings/server/cached';

const PER_GROUP = 4;

/**
 * Featured (promoted) advertisements, then the newest advertisements and investment opportunities,
 * as summary cards linking to the catalogues. Shown to everyone: the detail pages keep their own
 * access rules. Renders nothing while no listing is published.
 *
 * No Suspense boundary: the page is prerendered, so streaming gains nothing, and React revealed
 * the streamed section some 300 ms after the first paint, pushing the sections below it out of
 * view (a layout shift of 0.12 on a first visit at 1280 px, measured in Chromium).
 */
export async function HomeListings() {
  const featured = await cachedFeaturedAdvertisements(PER_GROUP);
  const shown = new Set(featured.map((ad) => ad.id));
  const latestAds = (await cachedLatestAdvertisements(PER_GROUP * 2))
    .filter((ad) => !shown.has(ad.id))
    .slice(0, PER_GROUP);
  const investments = await cachedLatestInvestments(PER_GROUP);
  if (!featured.length && !latestAds.length && !investments.length) return null;
  const t = await getTranslations('catalogue.home');
  return (
    <section aria-labelledby="home-listings" className="border-b border-line bg-surface below-fold">
      <div className="container-page space-y-12 py-14 sm:py-20">
        <div>
          <p className="text-sm font-semibold text-brand-700">{t('eyebrow')}</p>
          <h2 id="home-listings" className="mt-2 text-2xl font-bold text-ink sm:text-3xl">
            {t('title')}
          </h2>
        </div>
        <Group title={t('featured')} href="/advertisements" more={t('viewAllAds')} id="featured">
          {featured.map((ad) => (
            <AdvertisementCard key={ad.id} ad={ad} />
          ))}
        </Group>
        <Group
          title={t('latestInvestments')}
          href="/investments"
          more={t('viewAllInvestments')}
          id="investments"
        >
          {investments.map((item) => (
            <InvestmentCard key={item.id} investment={item} />
          ))}
        </Group>
        <Group
          title={t('latestAds')}
          href="/advertisements?sort=newest"
          more={t('viewAllAds')}
          id="advertisements"
        >
          {latestAds.map((ad) => (
            <AdvertisementCard key={ad.id} ad={ad} />
          ))}
        </Group>
      </div>
    </section>
  );
}

function Group({
  id,
  title,
  href,
  more,
  children,
}: {
  id: string;
  title: string;
  href: string;
  more: string;
  children: ReactNode[];
}) {
  if (!children.length) return null;
  return (
    <section aria-labelledby={`home-${id}`} data-testid={`home-${id}`}>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`home-${id}`} className="text-xl font-bold text-ink">
          {title}
        </h3>
        <AppLink
          href={href}
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          {more}
          <ArrowRight aria-hidden className="size-4 rtl:rotate-180" />
        </AppLink>
      </div>
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">{children}</div>
    </section>
  );
}
