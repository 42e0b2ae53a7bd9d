import 'server-only';
import { unstable_cache } from 'next/cache';
import type { ListingKind } from '@/features/listings/taxonomy';
import type { CatalogueQuery } from '@/features/listings/schemas/catalogue-query';
import { catalogueTag } from './cache-tags';
import { getPublicListing, latestListings, listPublicListings, relatedListings } from './catalogue';
import { featuredAdvertisements } from './featured';

/** Seconds a cached catalogue read lives at most; a change to a listing expires it at once. */
export const CATALOGUE_TTL_SECONDS = 60;

// Dates survive the cache's JSON as ISO strings: revive them by key name (publishedAt, since…).
const DATE_KEY = /(At|Since|since|until|Until)$/;
function reviveDates(key: string, value: unknown): unknown {
  return typeof value === 'string' && DATE_KEY.test(key) && !Number.isNaN(Date.parse(value))
    ? new Date(value)
    : value;
}

/**
 * A read of PUBLIC catalogue data (what a visitor sees; never per-user), cached across requests
 * in Next's data cache (the shared cache handler, so Redis across instances), tagged with its
 * kind. The arguments are part of the key.
 */
export function cachedRead<A extends unknown[], R>(
  name: string,
  kind: ListingKind,
  read: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  const inner = unstable_cache(async (...args: A) => JSON.stringify(await read(...args)), [name], {
    tags: [catalogueTag(kind)],
    revalidate: CATALOGUE_TTL_SECONDS,
  });
  return async (...args: A) => JSON.parse(await inner(...args), reviveDates) as R;
}

/** A kind's cached reads, under the cache keys they have always had. */
function cachedKind<K extends ListingKind>(
  kind: K,
  names: { page: string; listing: string; related: string; latest: string },
) {
  // The viewer is null in every read: the catalogue is public, and its only rule (an
  // unsubscribed investor is sent to the plans) is applied to the request, not to the data.
  return {
    page: cachedRead(names.page, kind, (query: CatalogueQuery<K>) =>
      listPublicListings(kind, null, query),
    ),
    listing: cachedRead(names.listing, kind, (id: string) => getPublicListing(kind, null, id)),
    related: cachedRead(names.related, kind, (listing: { id: string; group: string }) =>
      relatedListings(kind, { id: listing.id, group: listing.group }),
    ),
    latest: cachedRead(names.latest, kind, (limit?: number) => latestListings(kind, limit)),
  };
}

type CachedKind<K extends ListingKind> = ReturnType<typeof cachedKind<K>>;

// Typed per kind, so that a read of a kind given as a type parameter answers that kind's rows.
export const CACHED: { [K in ListingKind]: CachedKind<K> } = {
  advertisement: cachedKind('advertisement', {
    page: 'ads-page',
    listing: 'ad',
    related: 'ads-related',
    latest: 'ads-latest',
  }),
  opportunity: cachedKind('opportunity', {
    page: 'investments-page',
    listing: 'investment',
    related: 'investments-related',
    latest: 'investments-latest',
  }),
};

export const cachedFeaturedAdvertisements = cachedRead(
  'ads-featured',
  'advertisement',
  featuredAdvertisements,
);
export const cachedLatestAdvertisements = CACHED.advertisement.latest;
export const cachedLatestInvestments = CACHED.opportunity.latest;
