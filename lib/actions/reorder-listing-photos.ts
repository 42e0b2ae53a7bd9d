'use server';

import type { OwnerActionResult } from '@/lib/listings/owner-result';
import { reorderListingPhotos } from '@/lib/server/listings/photos';
import { isListingKind, ownerAction, photoActionResult } from '@/lib/server/listings/shared';

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
