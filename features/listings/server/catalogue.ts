import 'server-only';
import { and, count, eq, gte, lte, ne, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { AuthError, type CurrentUser } from '@/lib/auth/current-user';
import { isInvestor } from '@/lib/auth/roles';
import { pageWindow, paginated, type Paginated } from '@/lib/pagination';
import type { ListingKind } from '@/features/listings/taxonomy';
import {
  CATALOGUE_PAGE_SIZE,
  MAX_PAGE,
  facetValues,
  type CatalogueState,
  type CatalogueQuery,
} from '@/features/listings/schemas/catalogue-query';
import { featuredFirst } from './featured';
import {
  KIND_CATALOGUE,
  KIND_QUERIES,
  newestFirst,
  published,
  type CardRow,
  type DetailRow,
} from './kinds';
import { listingTable } from './listing-tables';
import { textMatch } from './search';

/** The public catalogues of both kinds: search, filter, sort and page; one listing's page. */

/** A listing's card (opportunities are shown publicly as investments); `ListingKind`: either. */
export type ListingSummary<K extends ListingKind = ListingKind> = CardRow<K>;
export type AdvertisementSummary = ListingSummary<'advertisement'>;
export type InvestmentSummary = ListingSummary<'opportunity'>;

export type ListingDetail<K extends ListingKind = ListingKind> = DetailRow<K>;
export type AdvertisementDetail = ListingDetail<'advertisement'>;
export type InvestmentDetail = ListingDetail<'opportunity'>;
export type { ListingOwner } from './kinds';

/** Who is browsing: the signed-in user (getCurrentUser) or null for a visitor. */
export type CatalogueViewer = Pick<CurrentUser, 'type' | 'isSubscribed'> | null;

/**
 * Visitors and owners browse freely; an investor must hold a subscription (SPEC 6). The proxy
 * redirects such investors first, this is the check that counts.
 */
export function assertCatalogueAccess(viewer: CatalogueViewer): void {
  if (viewer && isInvestor(viewer) && !viewer.isSubscribed) {
    throw new AuthError('forbidden');
  }
}

/** The SQL of a catalogue query's filters (saved searches match new listings with it too). */
export function catalogueFilters(kind: ListingKind, query: CatalogueState): SQL | undefined {
  const { document, facets, range } = KIND_CATALOGUE[kind];
  const t = listingTable(kind);
  return and(
    ...facetValues(kind, query).map(({ facet, value }) => {
      const column = facets[facet.name];
      return value && column ? eq(column, value) : undefined;
    }),
    query.city ? eq(t.city, query.city) : undefined,
    query.min !== undefined ? gte(range.atLeast, query.min) : undefined,
    query.max !== undefined ? lte(range.atMost, query.max) : undefined,
    textMatch(document, query.q) ?? undefined,
  );
}

function ordering(kind: ListingKind, sort: string): SQL[] {
  const newest = newestFirst(listingTable(kind));
  const { amountOrder } = KIND_CATALOGUE[kind];
  if (sort === 'price_asc') return [amountOrder.asc, ...newest];
  if (sort === 'price_desc') return [amountOrder.desc, ...newest];
  return newest;
}

type Window = { offset: number; limit: number };

/** One page of cards in the query's order ("featured first" is the advertisements' own). */
const PAGE_OF: {
  [K in ListingKind]: (
    where: SQL | undefined,
    sort: string,
    window: Window,
  ) => Promise<CardRow<K>[]>;
} = {
  advertisement: (where, sort, window) =>
    sort === 'featured'
      ? featuredFirst(where, window)
      : KIND_QUERIES.advertisement.cards({
          where,
          orderBy: ordering('advertisement', sort),
          ...window,
        }),
  opportunity: (where, sort, window) =>
    KIND_QUERIES.opportunity.cards({ where, orderBy: ordering('opportunity', sort), ...window }),
};

/** One page (12) of a kind's published listings, filtered, sorted and counted in the database. */
export function listPublicListings<K extends ListingKind>(
  kind: K,
  viewer: CatalogueViewer,
  query: CatalogueQuery<K>,
): Promise<Paginated<ListingSummary<K>>>;
export async function listPublicListings(
  kind: ListingKind,
  viewer: CatalogueViewer,
  query: CatalogueState,
): Promise<Paginated<ListingSummary>> {
  assertCatalogueAccess(viewer);
  const t = listingTable(kind);
  const where = catalogueFilters(kind, query);
  const db = await getDb();
  const [counted] = await db
    .select({ total: count() })
    .from(t)
    .where(and(published(t), where));
  const total = counted?.total ?? 0;
  const window = pageWindow(query.page, {
    pageSize: CATALOGUE_PAGE_SIZE,
    total,
    maxPage: MAX_PAGE,
  });
  const items = total
    ? await PAGE_OF[kind](where, query.sort, { offset: window.offset, limit: window.pageSize })
    : [];
  return paginated<ListingSummary>(items, total, window, MAX_PAGE);
}

/** A published listing with its photos and owner, or null (unknown, unpublished, bad id). */
export function getPublicListing<K extends ListingKind>(
  kind: K,
  viewer: CatalogueViewer,
  id: string,
): Promise<ListingDetail<K> | null>;
export async function getPublicListing(
  kind: ListingKind,
  viewer: CatalogueViewer,
  id: string,
): Promise<ListingDetail | null> {
  assertCatalogueAccess(viewer);
  return KIND_QUERIES[kind].detail(id);
}

const RELATED_LIMIT = 4;

/** Published listings of the same group (category, sector), newest first, without this one. */
export function relatedListings<K extends ListingKind>(
  kind: K,
  listing: { id: string; group: string },
  limit?: number,
): Promise<ListingSummary<K>[]>;
export function relatedListings(
  kind: ListingKind,
  listing: { id: string; group: string },
  limit = RELATED_LIMIT,
): Promise<ListingSummary[]> {
  const t = listingTable(kind);
  return KIND_QUERIES[kind].cards({
    where: and(eq(KIND_CATALOGUE[kind].group, listing.group), ne(t.id, listing.id)),
    orderBy: newestFirst(t),
    limit,
  });
}

/** The newest published listings of a kind (home page). */
export function latestListings<K extends ListingKind>(
  kind: K,
  limit?: number,
): Promise<ListingSummary<K>[]>;
export function latestListings(kind: ListingKind, limit = 4): Promise<ListingSummary[]> {
  return KIND_QUERIES[kind].cards({ orderBy: newestFirst(listingTable(kind)), limit });
}
