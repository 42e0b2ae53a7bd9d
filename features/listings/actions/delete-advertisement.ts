'use server';

import type { OwnerActionResult } from '@/features/listings/owner-result';
import { deleteAdvertisement } from '@/features/listings/server/owner-advertisements';
import { ownerAction } from '@/features/listings/server/shared';

/** Deletes one of the owner's advertisements with its photos. */
export async function deleteAdvertisementAction(id: string): Promise<OwnerActionResult> {
  return ownerAction(async (owner) =>
    (await deleteAdvertisement(owner, String(id)))
      ? { ok: true, data: undefined }
      : { ok: false, listingError: 'not_found' },
  );
}
