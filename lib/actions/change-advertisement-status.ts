'use server';

import type { OwnerActionResult } from '@/lib/listings/owner-result';
import type { ListingStatus } from '@/lib/listings/taxonomy';
import { setAdvertisementStatus } from '@/lib/server/listings/owner-advertisements';
import { isStatusChange, ownerAction, statusActionResult } from '@/lib/server/listings/shared';

/** publish (needs a photo), unpublish or archive one of the owner's advertisements. */
export async function changeAdvertisementStatusAction(
  id: string,
  change: string,
): Promise<OwnerActionResult<{ status: ListingStatus }>> {
  return ownerAction(async (owner) => {
    if (!isStatusChange(change)) return { ok: false, formError: 'generic' };
    return statusActionResult(await setAdvertisementStatus(owner, String(id), change));
  });
}
