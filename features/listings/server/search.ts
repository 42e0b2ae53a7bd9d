import 'server-only';
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { getDb, schema } from '@/lib/db';
import type { ListingKind } from '@/features/listings/taxonomy';
import { CATALOGUE_PAGE_SIZE, MAX_PAGE } from '@/features/listings/schemas/catalogue-query';
import { AuthError, type CurrentUser } from '@/lib/auth/current-user';
import { isInvestor } from '@/lib/auth/roles';

/** Shared pieces of the public catalogues: access, text search, paging and cover photos. */

export type ListingPhoto = { storageKey: string; width: number; height: number };

/** Who is browsing: the signed-in user (getCurrentUser) or null for a visitor. */
export type CatalogueViewer = Pick<CurrentUser, 'type' | 'isSubscribed'> | null;

export type ListingOwner = { id: string; name: string; image: string | null; memberSince: Date };

export type CataloguePage<T> = {
  items: T[];
  /** Listings matching the filters, over every page. */
  total: number;
  page: number;
  pageCount: number;
  pageSize: number;
};

/**
 * Visitors and owners browse freely; an investor must hold a subscription (SPEC 6). The proxy
 * redirects such investors first, this is the check that counts.
 */
export function assertCatalogueAccess(viewer: CatalogueViewer): void {
  if (viewer && isInvestor(viewer) && !viewer.isSubscribed) {
    throw new AuthError('forbidden');
  }
}

const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 64;
const ARABIC_WORD = /^[\u0600-\u06FF]+$/;

/**
 * A prefix `tsquery` from what a person typed, or null when nothing searchable is left. Words
 * are reduced to letters and digits, so no tsquery syntax (`&`, `|`, `!`, `:`, quotes) can come
 * from the user; the result is still sent as a bound parameter. Every word must match the start
 * of a word of the listing ("rest" finds "restaurant"); an Arabic word also matches after the
 * article ("رياض" finds "الرياض").
 */
export function prefixTsQuery(input: string): string | null {
  const words = input
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\p{M}\u0640]/gu, '') // Arabic diacritics and tatweel, combining marks
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS)
    .map((word) => word.slice(0, MAX_WORD_LENGTH));
  if (!words.length) return null;
  return words
    .map((word) =>
      ARABIC_WORD.test(word) && !word.startsWith('ال') && word.length > 1
        ? `(${word}:* | ال${word}:*)`
        : `${word}:*`,
    )
    .join(' & ');
}

/**
 * `document @@ to_tsquery('simple', $1)`. `document` must be the very expression of the GIN
 * index in lib/db/schema/listings.ts so the planner can use it.
 */
export function textMatch(document: SQL, input: string): SQL | null {
  const query = prefixTsQuery(input);
  return query ? sql`${document} @@ to_tsquery('simple', ${query})` : null;
}

export const advertisementDocument = sql`to_tsvector('simple', ${schema.advertisements.title} || ' ' || ${schema.advertisements.description})`;
export const opportunityDocument = sql`to_tsvector('simple', ${schema.opportunities.title} || ' ' || ${schema.opportunities.summary} || ' ' || ${schema.opportunities.description})`;

/** The page actually shown: the requested one, or the last one when it asked for too far. */
export function pageWindow(requested: number, total: number, pageSize = CATALOGUE_PAGE_SIZE) {
  const pageCount = Math.max(1, Math.min(MAX_PAGE, Math.ceil(total / pageSize)));
  const page = Math.min(Math.max(1, requested), pageCount);
  return { page, pageCount, pageSize, offset: (page - 1) * pageSize };
}

/**
 * One catalogue page: counts the rows of `table` that `where` selects, then `load`s the page
 * shown (nothing when there are none).
 */
export async function countedPage<T>(
  table: PgTable,
  where: SQL | undefined,
  requested: number,
  load: (window: { offset: number; limit: number }) => Promise<T[]>,
): Promise<CataloguePage<T>> {
  const db = await getDb();
  const [counted] = await db.select({ total: count() }).from(table).where(where);
  const total = counted?.total ?? 0;
  const { page, pageCount, pageSize, offset } = pageWindow(requested, total);
  const items = total ? await load({ offset, limit: pageSize }) : [];
  return { items, total, page, pageCount, pageSize };
}

/** The cover (lowest position) of each listing, in one query. */
export async function loadCovers(
  kind: ListingKind,
  ids: readonly string[],
): Promise<Map<string, ListingPhoto>> {
  if (!ids.length) return new Map();
  const images = schema.listingImages;
  const db = await getDb();
  const rows = await db
    .selectDistinctOn([images.listingId], {
      listingId: images.listingId,
      storageKey: images.storageKey,
      width: images.width,
      height: images.height,
    })
    .from(images)
    .where(and(eq(images.listingKind, kind), inArray(images.listingId, [...ids])))
    .orderBy(images.listingId, images.position, images.createdAt);
  return new Map(rows.map(({ listingId, ...photo }) => [listingId, photo]));
}

/** Every photo of one listing, cover first. */
export async function loadPhotos(kind: ListingKind, id: string): Promise<ListingPhoto[]> {
  const images = schema.listingImages;
  const db = await getDb();
  return db
    .select({ storageKey: images.storageKey, width: images.width, height: images.height })
    .from(images)
    .where(and(eq(images.listingKind, kind), eq(images.listingId, id)))
    .orderBy(images.position, images.createdAt);
}
