import '@/lib/validation/zod-config';
import { z } from 'zod';
import type { ImageUploadRules } from '@/lib/files/images';
import { f, fileField } from '@/lib/validation/file-rules';
import { dimensionsWithin } from '@/features/accounts/schemas/profile';

/** Listing photo limits, shared by the browser rules below and the server's content check. */
export const PHOTO_RULES = {
  maxKb: 5120,
  minWidth: 640,
  minHeight: 480,
  maxWidth: 10_000,
  maxHeight: 10_000,
  types: ['jpeg', 'png', 'webp'],
} as const satisfies ImageUploadRules;

export const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'] as const;
export const PHOTO_MIMES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** A listing has at most this many photos; publishing needs at least one. */
export const MAX_PHOTOS = 8;

/** The form field (and FormData entry) that carries one photo. */
export const PHOTO_FIELD = 'photo';

/** Browser-side rules (name and type as the browser reports them); the server sniffs the bytes. */
export const listingPhotoSchema = z.object({
  [PHOTO_FIELD]: fileField(
    {},
    f.ext(PHOTO_EXTENSIONS),
    f.mimes(PHOTO_MIMES),
    f.size(PHOTO_RULES.maxKb),
    dimensionsWithin(PHOTO_RULES),
  ),
});
