'use server';

import type { OwnerActionResult } from '@/features/listings/owner-result';
import { setListingCover } from '@/features/listings/server/photos';
import { isListingKind, ownerAction, photoActionResult } from '@/features/listings/server/shared';

/** Makes this photo the cover of one of the owner's listings. */
export async function setListingCoverPhotoAction(
  kind: string,
  listingId: string,
  photoId: string,
): Promise<OwnerActionResult> {
  return ownerAction(async (owner) => {
    if (!isListingKind(kind)) return { ok: false, formError: 'generic' };
    return photoActionResult(
      await setListingCover(owner, kind, String(listingId), String(photoId)),
    );
  });
}
