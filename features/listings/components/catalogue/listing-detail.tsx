import { CalendarDays, Eye } from '@/components/icons';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ContactOwner } from '@/features/contact-requests/components/contact-owner';
import { ReportListingButton } from '@/features/moderation/components/report-listing-button';
import { REPORT_MESSAGES } from '@/features/moderation/components/report-messages';
import { ClientMessages } from '@/components/i18n/client-messages';
import { CONTACT_OWNER_MESSAGES } from '@/lib/i18n/client-messages';
import { pageMetadata } from '@/lib/i18n/metadata';
import { segmentLocale } from '@/lib/i18n/segment-locale';
import { LISTING_KIND } from '@/features/listings/kinds';
import type { ListingKind } from '@/features/listings/taxonomy';
import { photoUrl } from '@/features/listings/photo-url';
import { CACHED } from '@/features/listings/server/cached';
import type { ListingSummary } from '@/features/listings/server/catalogue';
import { isMissingListingPath } from '@/features/listings/server/public-listing-path';
import { siteUrl } from '@/features/listings/server/sitemap';
import { DetailHeader } from './detail-header';
import { DetailLayout, TextSection } from './detail-layout';
import { detailTools, detailView } from './detail-views';
import { JsonLd } from './json-ld';
import { ListingCard } from './listing-cards';
import { ListingFacts } from './listing-facts';
import { ListingGallery } from './listing-gallery';
import { OwnerCard } from './owner-card';
import { RelatedListings } from './related-listings';
import { ViewBeacon } from './view-beacon';
import { DealRoomTeaser } from '@/features/deal-room/components/deal-room-teaser';
import { cachedRoomContents } from '@/features/deal-room/server/contents';

/** The public detail page of either kind: `/advertisements/[id]` and `/investments/[id]`. */
export type DetailParams = Promise<{ locale: string; id: string }>;

/**
 * One load per render, shared by the metadata and the page; null when not published. The read is
 * the public one (no viewer): these pages are cached and the same for everyone; for a member the
 * proxy sends an unsubscribed investor to the plans before the cache is consulted, and every
 * unknown id to the server-rendered 404 page. The page checks the id against the database again
 * before its cached read: an unknown one leaves nothing in the data cache, and the page answers
 * 404 (whose copy is not kept either: cache-handlers/incremental.mjs).
 */
const load = cache(async (kind: ListingKind, id: string) =>
  (await isMissingListingPath(`${LISTING_KIND[kind].publicPath}/${id}`))
    ? null
    : CACHED[kind].listing(id),
);

/** Title, description and cover image of a listing; the "not found" title when it is not viewable. */
export async function listingMetadata(kind: ListingKind, params: DetailParams): Promise<Metadata> {
  const locale = await segmentLocale(params);
  const { id } = await params;
  const { publicPath, titles } = LISTING_KIND[kind];
  const listing = await load(kind, id);
  const meta = await pageMetadata(locale, listing ? null : titles.listing, `${publicPath}/${id}`);
  if (!listing) return meta;
  const { description } = detailView(listing, await detailTools(locale));
  const cover = listing.photos[0];
  return {
    ...meta,
    title: listing.title,
    description: description.replace(/\s+/g, ' ').slice(0, 160),
    openGraph: {
      title: listing.title,
      type: 'website',
      ...(cover ? { images: [photoUrl(cover.storageKey, 1280)] } : {}),
    },
  };
}

/**
 * The page of one listing (404 when not published): structured data, header, gallery, key facts
 * (the kind's own, then published and views), owner, the texts and the related listings. The
 * view is counted by the page's beacon, not here.
 */
export async function ListingDetailPage({
  kind,
  params,
}: {
  kind: ListingKind;
  params: DetailParams;
}) {
  const locale = await segmentLocale(params);
  const { id } = await params;
  const listing = await load(kind, id);
  if (!listing) notFound();
  const tools = await detailTools(locale);
  const { t, format } = tools;
  const view = detailView(listing, tools);
  const [related, documents] = await Promise.all([
    CACHED[kind].related({ id: listing.id, group: view.group }) as Promise<ListingSummary[]>,
    kind === 'opportunity' ? cachedRoomContents(listing.id) : Promise.resolve([]),
  ]);
  const { publicPath, catalogueTexts } = LISTING_KIND[kind];
  const path = `${publicPath}/${listing.id}`;
  const origin = siteUrl();
  return (
    <article>
      <ViewBeacon kind={kind} id={listing.id} />
      <JsonLd data={view.jsonLd({ origin, url: `${origin}/${locale}${path}` })} />
      <DetailHeader
        backHref={publicPath}
        backLabel={t(`${catalogueTexts}.back`)}
        title={listing.title}
        chips={view.chips}
      />
      <DetailLayout
        gallery={<ListingGallery photos={listing.photos} title={listing.title} />}
        aside={
          <>
            <ListingFacts
              title={t('detail.facts')}
              headline={view.headline}
              facts={[
                ...view.facts,
                {
                  label: t('detail.published'),
                  value: format.dateTime(listing.publishedAt, 'short'),
                  icon: CalendarDays,
                },
                {
                  label: t('detail.views'),
                  value: t('detail.viewCount', { count: listing.views }),
                  icon: Eye,
                  testId: 'listing-views',
                },
              ]}
            />
            <OwnerCard owner={listing.owner} />
            <ClientMessages locale={locale} pick={[...CONTACT_OWNER_MESSAGES, ...REPORT_MESSAGES]}>
              <ContactOwner
                listingKind={kind}
                listingId={listing.id}
                listingPath={path}
                dealRoomDocuments={documents.length}
              />
              <ReportListingButton
                kind={kind}
                listingId={listing.id}
                ownerId={listing.owner.id}
                listingPath={path}
              />
            </ClientMessages>
          </>
        }
      >
        {view.texts.map(({ id: sectionId, title, body, lead }) => (
          <TextSection key={sectionId} id={sectionId} title={title} lead={lead}>
            {body}
          </TextSection>
        ))}
        <DealRoomTeaser opportunityId={listing.id} documents={documents} />
      </DetailLayout>
      <RelatedListings
        title={t(`${catalogueTexts}.related`)}
        items={related}
        renderItem={(item) => <ListingCard listing={item} />}
      />
    </article>
  );
}
