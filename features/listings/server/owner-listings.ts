import 'server-only';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { PgInsertValue, PgUpdateSetSource, SelectedFields } from 'drizzle-orm/pg-core';
import { getDb } from '@/lib/db';
import { advertisements, opportunities } from '@/lib/db/schema';
import type { ListingKind } from '@/features/listings/taxonomy';
import { LISTING_CURRENCY } from '@/features/listings/schemas/listing-fields';
import { isUuid } from '@/lib/ids';
import { deleteStoredPhotos } from './photos';
import {
  assertOwner,
  coverColumns,
  deleteListingRows,
  listPhotoRows,
  pageWindow,
  paginated,
  tableOf,
  type ListingActor,
} from './shared';
import { revalidateCatalogue } from './cache-tags';

/**
 * The kind-independent half of the owner's editor (owner-advertisements / owner-opportunities):
 * each domain file names its columns and fields, these run the owner-scoped queries.
 */

type OwnedTable = typeof advertisements | typeof opportunities;

const TABLES = { advertisement: advertisements, opportunity: opportunities } as const;

/** The owner's listings of a kind, most recently changed first, one page at a time. */
export async function listOwnerListings<C extends SelectedFields>(
  kind: ListingKind,
  actor: ListingActor,
  columns: C,
  options: { page?: number; pageSize?: number },
) {
  assertOwner(actor);
  const { page, pageSize, offset } = pageWindow(options.page, options.pageSize);
  const db = await getDb();
  const t = tableOf(kind);
  const mine = eq(t.ownerId, actor.id);
  const [items, [total]] = await Promise.all([
    db
      .select({ ...columns, ...coverColumns(kind, t.id) })
      .from(t)
      .where(mine)
      .orderBy(desc(t.updatedAt), desc(t.id))
      .limit(pageSize)
      .offset(offset),
    db.select({ n: count() }).from(t).where(mine),
  ]);
  return paginated(items, total?.n ?? 0, page, pageSize);
}

/** One of the owner's listings with its photos (cover first); null if not theirs. */
export async function getOwnerListing<C extends SelectedFields>(
  kind: ListingKind,
  actor: ListingActor,
  id: string,
  columns: C,
) {
  assertOwner(actor);
  if (!isUuid(id)) return null;
  const db = await getDb();
  const t = tableOf(kind);
  const [row] = await db
    .select(columns)
    .from(t)
    .where(and(eq(t.id, id), eq(t.ownerId, actor.id)));
  if (!row) return null;
  return { ...row, photos: await listPhotoRows(db, kind, id) };
}

/** A new listing of the owner's, always a draft (photos come next; publishing needs one). */
export async function insertOwnerListing<K extends ListingKind>(
  kind: K,
  actor: ListingActor,
  fields: Omit<PgInsertValue<(typeof TABLES)[K]>, 'ownerId' | 'currency' | 'status'>,
): Promise<{ id: string }> {
  assertOwner(actor);
  const db = await getDb();
  const t = TABLES[kind] as OwnedTable;
  const [row] = await db
    .insert(t)
    .values({
      ownerId: actor.id,
      ...fields,
      currency: LISTING_CURRENCY,
      status: 'draft',
    } as PgInsertValue<OwnedTable>)
    .returning({ id: t.id });
  return { id: row!.id };
}

/** Saves fields of the owner's listing (and its updatedAt); false when not this owner's. */
export async function updateOwnerListing<K extends ListingKind>(
  kind: K,
  actor: ListingActor,
  id: string,
  values: PgUpdateSetSource<(typeof TABLES)[K]>,
): Promise<boolean> {
  assertOwner(actor);
  if (!isUuid(id)) return false;
  const db = await getDb();
  const t = tableOf(kind);
  const updated = await db
    .update(t)
    .set({ ...(values as PgUpdateSetSource<typeof t>), updatedAt: sql`now()` })
    .where(and(eq(t.id, id), eq(t.ownerId, actor.id)))
    .returning({ id: t.id });
  if (updated.length !== 1) return false;
  revalidateCatalogue(kind);
  return true;
}

/** Deletes the listing, its photo rows and then its photo files. False if not theirs. */
export async function deleteOwnerListing(
  kind: ListingKind,
  actor: ListingActor,
  id: string,
): Promise<boolean> {
  const keys = await deleteListingRows(kind, actor, id);
  if (!keys) return false;
  revalidateCatalogue(kind);
  await deleteStoredPhotos(keys);
  return true;
}
