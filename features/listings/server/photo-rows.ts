import 'server-only';
import { and, asc, count, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import { getDb, type Database, type Tx } from '@/lib/db';
import { listingImages } from '@/lib/db/schema';
import type { ListingKind } from '@/features/listings/taxonomy';

/** Reading listing photos: covers for lists, a listing's photos for its pages and its editor. */

/** A photo as the public pages show it. */
export type ListingPhoto = { storageKey: string; width: number; height: number };

const ofListing = (kind: ListingKind, listingId: string) =>
  and(eq(listingImages.listingKind, kind), eq(listingImages.listingId, listingId));

/** The cover (lowest position) of each listing, in one query. */
export async function loadCovers(
  kind: ListingKind,
  ids: readonly string[],
): Promise<Map<string, ListingPhoto>> {
  if (!ids.length) return new Map();
  const db = await getDb();
  const rows = await db
    .selectDistinctOn([listingImages.listingId], {
      listingId: listingImages.listingId,
      storageKey: listingImages.storageKey,
      width: listingImages.width,
      height: listingImages.height,
    })
    .from(listingImages)
    .where(and(eq(listingImages.listingKind, kind), inArray(listingImages.listingId, [...ids])))
    .orderBy(listingImages.listingId, listingImages.position, listingImages.createdAt);
  return new Map(rows.map(({ listingId, ...photo }) => [listingId, photo]));
}

/** Every photo of one listing, cover first, as the public sees them. */
export async function loadPhotos(kind: ListingKind, id: string): Promise<ListingPhoto[]> {
  const db = await getDb();
  return db
    .select({
      storageKey: listingImages.storageKey,
      width: listingImages.width,
      height: listingImages.height,
    })
    .from(listingImages)
    .where(ofListing(kind, id))
    .orderBy(listingImages.position, listingImages.createdAt);
}

/** Cover (position 0) storage key and photo count of each listing row, for the owner's list. */
export function coverColumns(kind: ListingKind, listingId: SQLWrapper) {
  const images = sql`${listingImages} li where li.listing_kind = ${kind} and li.listing_id = ${listingId}`;
  return {
    coverKey: sql<
      string | null
    >`(select li.storage_key from ${images} order by li.position limit 1)`,
    photoCount: sql<number>`(select count(*)::int from ${images})`,
  };
}

/** The photos of a listing (already known to be the owner's), cover first, for its editor. */
export async function listPhotoRows(db: Tx | Database, kind: ListingKind, listingId: string) {
  return db
    .select({
      id: listingImages.id,
      storageKey: listingImages.storageKey,
      width: listingImages.width,
      height: listingImages.height,
      position: listingImages.position,
    })
    .from(listingImages)
    .where(ofListing(kind, listingId))
    .orderBy(asc(listingImages.position), asc(listingImages.createdAt));
}

export type OwnerListingPhoto = Awaited<ReturnType<typeof listPhotoRows>>[number];

export async function countPhotos(db: Tx | Database, kind: ListingKind, listingId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(listingImages)
    .where(ofListing(kind, listingId));
  return row?.n ?? 0;
}
