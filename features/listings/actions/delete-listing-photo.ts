'use server';

import type { OwnerActionResult } from '@/features/listings/owner-result';
import { deleteListingPhoto } from '@/features/listings/server/photos';
import { isListingKind, ownerAction, photoActionResult } from '@/features/listings/server/shared';

/** Deletes a photo (and its files) of one of the owner's listings. */
export async function deleteListingPhotoAction(
  kind: string,
  listingId: string,
  photoId: string,
): Promise<OwnerActionResult> {
  return ownerAction(async (owner) => {
    if (!isListingKind(kind)) return { ok: false, formError: 'generic' };
    return photoActionResult(
      await deleteListingPhoto(owner, kind, String(listingId), String(photoId)),
    );
  });
}
