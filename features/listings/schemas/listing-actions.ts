import '@/lib/validation/zod-config';
import { z } from 'zod';
import { LISTING_KINDS } from '@/features/listings/kinds';
import { STATUS_CHANGES } from '@/features/listings/taxonomy';
import { isFileLike, type FileLike } from '@/lib/validation/file-rules';
import { listingIdSchema } from './listing-fields';
import { MAX_PHOTOS, PHOTO_FIELD } from './listing-photo';

/** The inputs of the owner's listing actions other than the add/edit form (listing-form.ts). */

export const listingKindSchema = z.enum(LISTING_KINDS);

/** One of the owner's listings. */
export const listingRefSchema = z.object({ kind: listingKindSchema, id: listingIdSchema });

export const listingStatusChangeSchema = listingRefSchema.extend({
  change: z.enum(STATUS_CHANGES),
});

/** One photo of one of the owner's listings. */
export const listingPhotoRefSchema = z.object({
  kind: listingKindSchema,
  listingId: listingIdSchema,
  photoId: listingIdSchema,
});

/** Every photo of the listing, in the new order (the first is the cover). */
export const reorderListingPhotosSchema = z.object({
  kind: listingKindSchema,
  listingId: listingIdSchema,
  photoIds: z.array(listingIdSchema).max(MAX_PHOTOS),
});

/**
 * One photo upload as the browser sends it (FormData: kind, listingId, photo). The file itself
 * is checked by its bytes on the server (the service), whatever the browser said.
 */
export const uploadListingPhotoSchema = z.instanceof(FormData).pipe(
  z.preprocess(
    (data: FormData) => ({
      kind: data.get('kind'),
      listingId: data.get('listingId'),
      photo: data.get(PHOTO_FIELD),
    }),
    z.object({
      kind: listingKindSchema,
      listingId: listingIdSchema,
      photo: z.unknown().transform((entry): FileLike | null => (isFileLike(entry) ? entry : null)),
    }),
  ),
);

export type ListingPhotoRef = z.output<typeof listingPhotoRefSchema>;
