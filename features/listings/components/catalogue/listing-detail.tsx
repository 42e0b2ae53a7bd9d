import { CalendarDays, Eye } from '@/components/icons';
import type { Metadata } from 'next';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { cache, type ReactNode } from 'react';
import { ContactOwner } from '@/features/contact-requests/components/contact-owner';
import { ClientMessages } from '@/components/i18n/client-messages';
import { type Locale, toLocale } from '@/i18n/routing';
import { CONTACT_OWNER_MESSAGES } from '@/lib/i18n/client-messages';
import { pageMetadata } from '@/lib/i18n/metadata';
import type { ListingKind } from '@/features/listings/taxonomy';
import { photoUrl } from '@/features/listings/photo-url';
import { isMissingListingPath } from '@/features/listings/server/public-listing-path';
import type { ListingOwner, ListingPhoto } from '@/features/listings/server/search';
import { siteUrl } from '@/features/listings/server/sitemap';
import { DetailHeader } from './detail-header';
import { DetailLayout } from './detail-layout';
import { JsonLd } from './json-ld';
import { ListingFacts, type Fact } from './listing-facts';
import { ListingGallery } from './listing-gallery';
import { OwnerCard } from './owner-card';
import { ViewBeacon } from './view-beacon';

/** The public catalogue's detail pages: `/advertisements/[id]` and `/investments/[id]`. */
export type DetailParams = Promise<{ locale: string; id: string }>;
type Base = '/advertisements' | '/investments';
type Viewed = { id: string; views: number };

async function read(params: DetailParams): Promise<{ locale: Locale; id: string }> {
  const { locale, id } = await params;
  return { locale: toLocale(locale), id };
}

/**
 * One load per render, shared by the metadata and the page; null when not published. The read is
 * the public one (no viewer): these pages are cached and the same for everyone; for a member the
 * proxy sends an unsubscribed investor to the plans before the cache is consulted, and every
 * unknown id to the server-rendered 404 page. The page checks the id against the database again
 * before its cached read: an unknown one leaves nothing in the data cache, and the page answers
 * 404 (whose copy is not kept either: cache-handlers/incremental.mjs).
 */
export function viewableListing<T>(
  base: Base,
  get: (id: string) => Promise<T | null>,
): (id: string) => Promise<T | null> {
  return cache(async (id: string) =>
    (await isMissingListingPath(`${base}/${id}`)) ? null : get(id),
  );
}

/** Title, description and cover image of a listing; the "not found" title when it is not viewable. */
export async function listingMetadata<T extends { title: string; photos: ListingPhoto[] }>(
  params: DetailParams,
  base: Base,
  notFoundTitle: Parameters<typeof pageMetadata>[1],
  load: (id: string) => Promise<T | null>,
  text: (listing: T) => string,
): Promise<Metadata> {
  const { locale, id } = await read(params);
  const listing = await load(id);
  const meta = await pageMetadata(locale, listing ? null : notFoundTitle, `${base}/${id}`);
  if (!listing) return meta;
  const cover = listing.photos[0];
  return {
    ...meta,
    title: listing.title,
    description: text(listing).replace(/\s+/g, ' ').slice(0, 160),
    openGraph: {
      title: listing.title,
      type: 'website',
      ...(cover ? { images: [photoUrl(cover.storageKey, 1280)] } : {}),
    },
  };
}

/** Load (404 when not published); the view is counted by the page's beacon, not here. */
export async function openListing<T extends Viewed>(
  params: DetailParams,
  base: Base,
  kind: ListingKind,
  load: (id: string) => Promise<T | null>,
): Promise<{ locale: Locale; listing: T; kind: ListingKind; views: number }> {
  const { locale, id } = await read(params);
  setRequestLocale(locale);
  const listing = await load(id);
  if (!listing) notFound();
  return { locale, listing, kind, views: listing.views };
}

/**
 * The page of one listing: structured data, header, gallery, key facts (the kind's own `facts`,
 * then published and views), owner, the texts (`children`) and the related listings.
 */
export async function ListingDetail({
  locale,
  kind,
  base,
  listing,
  views,
  jsonLd,
  backLabel,
  chips,
  headline,
  facts,
  children,
  related,
}: {
  locale: Locale;
  kind: ListingKind;
  base: Base;
  listing: {
    id: string;
    title: string;
    photos: ListingPhoto[];
    owner: ListingOwner;
    publishedAt: Date;
  };
  views: number;
  jsonLd: (context: { origin: string; url: string }) => Record<string, unknown>;
  backLabel: string;
  chips: ReactNode;
  headline: { label: string; value: ReactNode };
  facts: Fact[];
  children: ReactNode;
  related: ReactNode;
}) {
  const t = await getTranslations('catalogue');
  const format = await getFormatter();
  const origin = siteUrl();
  return (
    <article>
      <ViewBeacon kind={kind} id={listing.id} />
      <JsonLd data={jsonLd({ origin, url: `${origin}/${locale}${base}/${listing.id}` })} />
      <DetailHeader backHref={base} backLabel={backLabel} title={listing.title} chips={chips} />
      <DetailLayout
        gallery={<ListingGallery photos={listing.photos} title={listing.title} />}
        aside={
          <>
            <ListingFacts
              title={t('detail.facts')}
              headline={headline}
              facts={[
                ...facts,
                {
                  label: t('detail.published'),
                  value: format.dateTime(listing.publishedAt, 'short'),
                  icon: CalendarDays,
                },
                {
                  label: t('detail.views'),
                  value: t('detail.viewCount', { count: views }),
                  icon: Eye,
                  testId: 'listing-views',
                },
              ]}
            />
            <OwnerCard owner={listing.owner} />
            <ClientMessages locale={locale} pick={CONTACT_OWNER_MESSAGES}>
              <ContactOwner
                listingKind={base === '/advertisements' ? 'advertisement' : 'opportunity'}
                listingId={listing.id}
                listingPath={`${base}/${listing.id}`}
              />
            </ClientMessages>
          </>
        }
      >
        {children}
      </DetailLayout>
      {related}
    </article>
  );
}
