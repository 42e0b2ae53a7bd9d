import 'server-only';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { advertisements } from '@/lib/db/schema';
import type { ListingStatus } from '@/lib/listings/taxonomy';
import type { AdvertisementData } from '@/lib/schemas/advertisement';
import { isListingId, LISTING_CURRENCY } from '@/lib/schemas/listing-fields';
import { deleteStoredPhotos } from './photos';
import {
  assertOwner,
  changeListingStatus,
  coverColumns,
  deleteListingRows,
  listPhotoRows,
  pageWindow,
  paginated,
  type ListingActor,
  type ListingPhoto,
  type Paginated,
  type StatusChange,
  type StatusResult,
} from './shared';

/** The owner's editor for advertisements: every read and write is scoped to the acting owner. */

export type OwnerAdvertisementSummary = {
  id: string;
  title: string;
  category: string;
  city: string;
  priceMinor: number | null;
  currency: string;
  status: ListingStatus;
  views: number;
  publishedAt: Date | null;
  updatedAt: Date;
  coverKey: string | null;
  photoCount: number;
};

export type OwnerAdvertisement = Omit<OwnerAdvertisementSummary, 'coverKey' | 'photoCount'> & {
  description: string;
  promotedUntil: Date | null;
  createdAt: Date;
  photos: ListingPhoto[];
};

const ad = advertisements;
const summaryColumns = {
  id: ad.id,
  title: ad.title,
  category: ad.category,
  city: ad.city,
  priceMinor: ad.priceMinor,
  currency: ad.currency,
  status: sql<ListingStatus>`${ad.status}`,
  views: ad.views,
  publishedAt: ad.publishedAt,
  updatedAt: ad.updatedAt,
};

/** The owner's advertisements, most recently changed first, one page at a time. */
export async function listOwnerAdvertisements(
  actor: ListingActor,
  options: { page?: number; pageSize?: number } = {},
): Promise<Paginated<OwnerAdvertisementSummary>> {
  assertOwner(actor);
  const { page, pageSize, offset } = pageWindow(options.page, options.pageSize);
  const db = await getDb();
  const mine = eq(ad.ownerId, actor.id);
  const [items, [total]] = await Promise.all([
    db
      .select({ ...summaryColumns, ...coverColumns('advertisement', ad.id) })
      .from(ad)
      .where(mine)
      .orderBy(desc(ad.updatedAt), desc(ad.id))
      .limit(pageSize)
      .offset(offset),
    db.select({ n: count() }).from(ad).where(mine),
  ]);
  return paginated(items, total?.n ?? 0, page, pageSize);
}

/** One of the owner's advertisements with its photos (cover first); null if not theirs. */
export async function getOwnerAdvertisement(
  actor: ListingActor,
  id: string,
): Promise<OwnerAdvertisement | null> {
  assertOwner(actor);
  if (!isListingId(id)) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      ...summaryColumns,
      description: ad.description,
      promotedUntil: ad.promotedUntil,
      createdAt: ad.createdAt,
    })
    .from(ad)
    .where(and(eq(ad.id, id), eq(ad.ownerId, actor.id)));
  if (!row) return null;
  return { ...row, photos: await listPhotoRows(db, 'advertisement', id) };
}

/** A new advertisement, always a draft (photos come next; publishing needs one). */
export async function createAdvertisement(
  actor: ListingActor,
  data: AdvertisementData,
): Promise<{ id: string }> {
  assertOwner(actor);
  const db = await getDb();
  const [row] = await db
    .insert(ad)
    .values({
      ownerId: actor.id,
      title: data.title,
      description: data.description,
      category: data.category,
      city: data.city,
      priceMinor: data.price,
      currency: LISTING_CURRENCY,
      status: 'draft',
    })
    .returning({ id: ad.id });
  return { id: row!.id };
}

/** Saves the form's fields; the status does not change. False when not this owner's. */
export async function updateAdvertisement(
  actor: ListingActor,
  id: string,
  data: AdvertisementData,
): Promise<boolean> {
  assertOwner(actor);
  if (!isListingId(id)) return false;
  const db = await getDb();
  const updated = await db
    .update(ad)
    .set({
      title: data.title,
      description: data.description,
      category: data.category,
      city: data.city,
      priceMinor: data.price,
      updatedAt: sql`now()`,
    })
    .where(and(eq(ad.id, id), eq(ad.ownerId, actor.id)))
    .returning({ id: ad.id });
  return updated.length === 1;
}

/** publish (needs a photo) / unpublish / archive. */
export function setAdvertisementStatus(
  actor: ListingActor,
  id: string,
  change: StatusChange,
): Promise<StatusResult> {
  return changeListingStatus('advertisement', actor, id, change);
}

/** Deletes the advertisement, its photo rows and then its photo files. False if not theirs. */
export async function deleteAdvertisement(actor: ListingActor, id: string): Promise<boolean> {
  const keys = await deleteListingRows('advertisement', actor, id);
  if (!keys) return false;
  await deleteStoredPhotos(keys);
  return true;
}
