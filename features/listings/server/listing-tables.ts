// No 'server-only' here: proxy.ts reaches this module (public-listing-path.ts); it runs only on
// the server all the same.
import { advertisements, opportunities } from '@/lib/db/schema';
import type { ListingKind } from '@/features/listings/taxonomy';

/**
 * Each kind's table. Both carry the columns every listing has (id, owner, title, description,
 * city, currency, status, views, dates), so a query written against `ListingTable` (either one)
 * is checked by drizzle against both; a kind's own columns are read where the kind is known
 * (server/kinds.ts).
 */
export const LISTING_TABLES = {
  advertisement: advertisements,
  opportunity: opportunities,
} as const;

export type ListingTable = (typeof LISTING_TABLES)[ListingKind];

export function listingTable(kind: ListingKind): ListingTable {
  return LISTING_TABLES[kind];
}
