'use server';

import type { OwnerActionResult } from '@/features/listings/owner-result';
import { reorderListingPhotos } from '@/features/listings/server/photos';
import { isListingKind, ownerAction, photoActionResult } from '@/features/listings/server/shared';

/** Puts the photos of one of the owner's listings in this order (the first is the cover). */
export async function reorderListingPhotosAction(
  kind: string,
  listingId: string,
  photoIds: string[],
): Promise<OwnerActionResult> {
  return ownerAction(async (owner) => {
    if (!isListingKind(kind) || !Array.isArray(photoIds) || photoIds.length > 50) {
      return { ok: false, formError: 'generic' };
    }
    const ids = photoIds.map(String);
    return photoActionResult(await reorderListingPhotos(owner, kind, String(listingId), ids));
  });
}
