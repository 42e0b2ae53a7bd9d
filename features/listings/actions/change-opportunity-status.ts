'use server';

import type { OwnerActionResult } from '@/features/listings/owner-result';
import type { ListingStatus } from '@/features/listings/taxonomy';
import { setOpportunityStatus } from '@/features/listings/server/owner-opportunities';
import { isStatusChange, ownerAction, statusActionResult } from '@/features/listings/server/shared';

/** publish (needs a photo), unpublish or archive one of the owner's opportunities. */
export async function changeOpportunityStatusAction(
  id: string,
  change: string,
): Promise<OwnerActionResult<{ status: ListingStatus }>> {
  return ownerAction(async (owner) => {
    if (!isStatusChange(change)) return { ok: false, formError: 'generic' };
    return statusActionResult(await setOpportunityStatus(owner, String(id), change));
  });
}
