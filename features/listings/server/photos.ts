import 'server-only';
import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { getDb, type Tx } from '@/lib/db';
import { listingImages } from '@/lib/db/schema';
import {
  photoVariantKey,
  PHOTO_VARIANT_WIDTHS,
  type PhotoWidth,
} from '@/features/listings/photo-url';
import type { ListingKind } from '@/features/listings/taxonomy';
import { isUuid } from '@/lib/ids';
import { MAX_PHOTOS, PHOTO_FIELD, PHOTO_RULES } from '@/features/listings/schemas/listing-photo';
import { validateImageUpload } from '@/lib/files/images';
import { getFileStorage, newFileKey } from '@/lib/files/storage';
import type { FileLike } from '@/lib/validation/file-rules';
import { encodeIssue } from '@/lib/validation/issue';
import { DomainError } from '@/lib/errors/domain-error';
import type { ListingPhotoRef } from '@/features/listings/schemas/listing-actions';
import { revalidateCatalogue } from './cache-tags';
import {
  assertOwner,
  listingNotFound,
  lockOwnListing,
  requireOwnListing,
  type ListingActor,
} from './ownership';
import { countPhotos, listPhotoRows, type OwnerListingPhoto } from './photo-rows';

/**
 * Listing photos: checked by their bytes (never the name or the browser's type), re-encoded as
 * WebP variants (no original is kept, metadata is dropped), stored under a server-made key, and
 * ordered by `position` (0 = cover). Files go from storage when their photo or listing goes.
 * Refusals are DomainErrors: `listing.not_found` (not the owner's), `listing.too_many_photos`,
 * `listing.last_photo`, `listing.invalid_order`, or the file's issue on the `photo` field.
 */

type Variant = { width: PhotoWidth; bytes: Uint8Array };

/** The WebP variants of an image: 320/640/1280 wide and a "full" one within 1920×1920. */
export async function makePhotoVariants(input: Uint8Array) {
  // Honours the EXIF orientation, then drops all metadata (location included) by re-encoding.
  const base = sharp(input, { failOn: 'error', limitInputPixels: 100_000_000 }).rotate();
  const variants: Variant[] = [];
  let size = { width: 0, height: 0 };
  for (const width of PHOTO_VARIANT_WIDTHS) {
    const resize =
      width === 1920
        ? { width, height: width, fit: 'inside' as const, withoutEnlargement: true }
        : { width, withoutEnlargement: true };
    const { data, info } = await base
      .clone()
      .resize(resize)
      .webp({ quality: width <= 640 ? 78 : 82 })
      .toBuffer({ resolveWithObject: true });
    variants.push({ width, bytes: new Uint8Array(data) });
    if (width === 1920) size = { width: info.width, height: info.height };
  }
  return { variants, ...size };
}

/** Removes every variant of these photos from storage (errors are logged, never thrown). */
export async function deleteStoredPhotos(storageKeys: readonly string[]): Promise<void> {
  const storage = getFileStorage();
  await Promise.all(
    storageKeys.flatMap((key) =>
      PHOTO_VARIANT_WIDTHS.map((w) =>
        storage.delete(photoVariantKey(key, w)).catch((error: unknown) => {
          console.error('[photos] could not delete', key, w, error);
        }),
      ),
    ),
  );
}

/** The photos of one of the owner's listings, cover first; null if not theirs. */
export async function listOwnerListingPhotos(
  actor: ListingActor,
  kind: ListingKind,
  listingId: string,
): Promise<OwnerListingPhoto[] | null> {
  assertOwner(actor);
  const db = await getDb();
  const mine = await db.transaction((tx) => lockOwnListing(tx, kind, actor, listingId));
  return mine ? listPhotoRows(db, kind, listingId) : null;
}

const tooMany = () => new DomainError('listing.too_many_photos');
const fileIssue = (issue: string) =>
  new DomainError('invalid', { field: { name: PHOTO_FIELD, issue } });

/** Adds a photo at the end (the first one becomes the cover). At most MAX_PHOTOS per listing. */
export async function uploadListingPhoto(
  actor: ListingActor,
  {
    kind,
    listingId,
    photo: file,
  }: { kind: ListingKind; listingId: string; photo: FileLike | null },
): Promise<{ photo: OwnerListingPhoto }> {
  assertOwner(actor);
  const db = await getDb();
  // A cheap look first, so a refused upload is never decoded or stored.
  const before = await db.transaction(async (tx) => {
    await requireOwnListing(tx, kind, actor, listingId);
    return countPhotos(tx, kind, listingId);
  });
  if (before >= MAX_PHOTOS) throw tooMany();

  const checked = await validateImageUpload(file, PHOTO_RULES);
  if (!checked.ok) throw fileIssue(checked.issue);
  let processed;
  try {
    processed = await makePhotoVariants(checked.bytes);
  } catch {
    throw fileIssue(encodeIssue('image')); // a header, but no image
  }

  const storageKey = newFileKey(['listings', kind, listingId], 'webp').replace(/\.webp$/, '');
  const storage = getFileStorage();
  try {
    await Promise.all(
      processed.variants.map((v) =>
        storage.put(photoVariantKey(storageKey, v.width), v.bytes, 'image/webp'),
      ),
    );
  } catch (error) {
    // One size failed to store (an object store's hiccup): the sizes already written go too.
    await deleteStoredPhotos([storageKey]);
    throw error;
  }
  try {
    const row = await db.transaction(async (tx) => {
      await requireOwnListing(tx, kind, actor, listingId);
      const n = await countPhotos(tx, kind, listingId);
      if (n >= MAX_PHOTOS) throw tooMany();
      const [inserted] = await tx
        .insert(listingImages)
        .values({
          listingKind: kind,
          listingId,
          storageKey,
          width: processed.width,
          height: processed.height,
          position: n,
        })
        .returning();
      return inserted!;
    });
    revalidateCatalogue(kind); // the cover and the gallery of a published listing
    const { id, width, height, position } = row;
    return { photo: { id, storageKey, width, height, position } };
  } catch (error) {
    // Refused meanwhile (deleted, or filled by another upload): its files go.
    await deleteStoredPhotos([storageKey]);
    throw error;
  }
}

/**
 * Puts the listing's photos in this order (the first is the cover). `photoIds` must name every
 * photo of the listing exactly once, otherwise nothing changes (`listing.invalid_order`).
 */
export async function reorderListingPhotos(
  actor: ListingActor,
  {
    kind,
    listingId,
    photoIds,
  }: { kind: ListingKind; listingId: string; photoIds: readonly string[] },
): Promise<void> {
  assertOwner(actor);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await requireOwnListing(tx, kind, actor, listingId);
    const current = (await listPhotoRows(tx, kind, listingId)).map((p) => p.id);
    const same =
      photoIds.length === current.length &&
      new Set(photoIds).size === photoIds.length &&
      photoIds.every((id) => current.includes(id));
    if (!same) throw new DomainError('listing.invalid_order');
    await writePositions(tx, photoIds);
  });
  revalidateCatalogue(kind);
}

/** Makes this photo the cover (position 0); the others keep their order after it. */
export async function setListingCover(
  actor: ListingActor,
  { kind, listingId, photoId }: ListingPhotoRef,
): Promise<void> {
  assertOwner(actor);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await requireOwnListing(tx, kind, actor, listingId);
    const ids = (await listPhotoRows(tx, kind, listingId)).map((p) => p.id);
    if (!ids.includes(photoId)) throw listingNotFound();
    await writePositions(tx, [photoId, ...ids.filter((id) => id !== photoId)]);
  });
  revalidateCatalogue(kind);
}

/**
 * Deletes a photo and then its files; the others close up (a new first one becomes the cover).
 * A published listing, or one waiting for review, keeps at least one photo (`listing.last_photo`):
 * unpublish it first.
 */
export async function deleteListingPhoto(
  actor: ListingActor,
  { kind, listingId, photoId }: ListingPhotoRef,
): Promise<void> {
  assertOwner(actor);
  const db = await getDb();
  const storageKey = await db.transaction(async (tx) => {
    const listing = await requireOwnListing(tx, kind, actor, listingId);
    const photos = await listPhotoRows(tx, kind, listingId);
    const photo = isUuid(photoId) ? photos.find((p) => p.id === photoId) : undefined;
    if (!photo) throw listingNotFound();
    const live = listing.status === 'published' || listing.status === 'pending_review';
    if (live && photos.length === 1) {
      throw new DomainError('listing.last_photo');
    }
    await tx.delete(listingImages).where(eq(listingImages.id, photoId));
    await writePositions(
      tx,
      photos.filter((p) => p.id !== photoId).map((p) => p.id),
    );
    return photo.storageKey;
  });
  revalidateCatalogue(kind);
  await deleteStoredPhotos([storageKey]);
}

/** position = index, in one statement (ids are already known to belong to the locked listing). */
async function writePositions(tx: Tx, orderedIds: readonly string[]): Promise<void> {
  if (orderedIds.length === 0) return;
  const cases = sql.join(
    orderedIds.map((id, index) => sql`when ${id}::uuid then ${index}::int`),
    sql` `,
  );
  await tx
    .update(listingImages)
    .set({ position: sql`case ${listingImages.id} ${cases} end` })
    .where(inArray(listingImages.id, [...orderedIds]));
}
