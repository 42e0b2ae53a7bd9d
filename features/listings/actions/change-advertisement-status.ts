'use server';

import type { OwnerActionResult } from '@/features/listings/owner-result';
import type { ListingStatus } from '@/features/listings/taxonomy';
import { setAdvertisementStatus } from '@/features/listings/server/owner-advertisements';
import { isStatusChange, ownerAction, statusActionResult } from '@/features/listings/server/shared';

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
