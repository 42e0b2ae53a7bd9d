'use server';

import type { OwnerActionResult } from '@/features/listings/owner-result';
import { PHOTO_FIELD } from '@/features/listings/schemas/listing-photo';
import { uploadListingPhoto } from '@/features/listings/server/photos';
import {
  isListingKind,
  limitPhotoUploads,
  ownerAction,
  type ListingPhoto,
} from '@/features/listings/server/shared';
import { isFileLike } from '@/lib/validation/file-rules';

/**
 * Adds one photo (FormData: kind, listingId, photo) to one of the owner's listings. The file is
 * checked again here by its bytes, whatever the browser said, then stored as WebP variants.
 */
export async function uploadListingPhotoAction(
  formData: FormData,
): Promise<OwnerActionResult<{ photo: ListingPhoto }>> {
  return ownerAction(async (owner) => {
    if (!(formData instanceof FormData)) return { ok: false, formError: 'generic' };
    const kind = formData.get('kind');
    if (!isListingKind(kind)) return { ok: false, formError: 'generic' };
    const limited = await limitPhotoUploads(owner.id);
    if (limited) return limited;
    const entry = formData.get(PHOTO_FIELD);
    const file = isFileLike(entry) ? entry : null;
    const result = await uploadListingPhoto(owner, kind, String(formData.get('listingId')), file);
    if (result.ok) return { ok: true, data: { photo: result.photo } };
    if (result.error === 'invalid')
      return { ok: false, fieldErrors: { [PHOTO_FIELD]: result.issue } };
    return { ok: false, listingError: result.error };
  });
}
