'use server';

import type { OwnerActionResult } from '@/lib/listings/owner-result';
import type { ListingStatus } from '@/lib/listings/taxonomy';
import { setOpportunityStatus } from '@/lib/server/listings/owner-opportunities';
import { isStatusChange, ownerAction, statusActionResult } from '@/lib/server/listings/shared';

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
