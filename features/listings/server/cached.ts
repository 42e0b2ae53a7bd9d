import 'server-only';
import { unstable_cache } from 'next/cache';
import type { ListingKind } from '@/features/listings/taxonomy';
import type { AdQuery, InvestmentQuery } from '@/features/listings/schemas/catalogue-query';
import { catalogueTag } from './cache-tags';
import {
  featuredAdvertisements,
  getPublicAdvertisement,
  latestAdvertisements,
  listPublicAdvertisements,
} from './catalogue-advertisements';
import {
  getPublicInvestment,
  latestInvestments,
  listPublicInvestments,
} from './catalogue-opportunities';
import { relatedAdvertisements, relatedInvestments } from './related';

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
function cachedRead<A extends unknown[], R>(
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

// The viewer is null in every read below: the catalogue is public, and its only rule (an
// unsubscribed investor is sent to the plans) is applied to the request, not to the data.
export const cachedAdvertisementPage = cachedRead('ads-page', 'advertisement', (query: AdQuery) =>
  listPublicAdvertisements(null, query),
);
export const cachedInvestmentPage = cachedRead(
  'investments-page',
  'opportunity',
  (query: InvestmentQuery) => listPublicInvestments(null, query),
);
export const cachedAdvertisement = cachedRead('ad', 'advertisement', (id: string) =>
  getPublicAdvertisement(null, id),
);
export const cachedInvestment = cachedRead('investment', 'opportunity', (id: string) =>
  getPublicInvestment(null, id),
);
export const cachedRelatedAdvertisements = cachedRead(
  'ads-related',
  'advertisement',
  (ad: { id: string; category: string }) =>
    relatedAdvertisements({ id: ad.id, category: ad.category }),
);
export const cachedRelatedInvestments = cachedRead(
  'investments-related',
  'opportunity',
  (item: { id: string; sector: string }) =>
    relatedInvestments({ id: item.id, sector: item.sector }),
);
export const cachedFeaturedAdvertisements = cachedRead(
  'ads-featured',
  'advertisement',
  featuredAdvertisements,
);
export const cachedLatestAdvertisements = cachedRead(
  'ads-latest',
  'advertisement',
  latestAdvertisements,
);
export const cachedLatestInvestments = cachedRead(
  'investments-latest',
  'opportunity',
  latestInvestments,
);
