'use server';

import type { OwnerActionResult } from '@/features/listings/owner-result';
import { deleteOpportunity } from '@/features/listings/server/owner-opportunities';
import { ownerAction } from '@/features/listings/server/shared';

/** Deletes one of the owner's opportunities with its photos. */
export async function deleteOpportunityAction(id: string): Promise<OwnerActionResult> {
  return ownerAction(async (owner) =>
    (await deleteOpportunity(owner, String(id)))
      ? { ok: true, data: undefined }
      : { ok: false, listingError: 'not_found' },
  );
}
