'use server';

import type { OwnerActionResult } from '@/features/listings/owner-result';
import {
  advertisementSchema,
  type AdvertisementFormInput,
} from '@/features/listings/schemas/advertisement';
import { firstFieldErrors } from '@/lib/validation/issue';
import { updateAdvertisement } from '@/features/listings/server/owner-advertisements';
import { limitListingWrites, ownerAction } from '@/features/listings/server/shared';

/** Saves the fields of one of the signed-in owner's advertisements. */
export async function updateAdvertisementAction(
  id: string,
  input: AdvertisementFormInput,
): Promise<OwnerActionResult<{ id: string }>> {
  return ownerAction(async (owner) => {
    const parsed = await advertisementSchema.safeParseAsync(input);
    if (!parsed.success) return { ok: false, fieldErrors: firstFieldErrors(parsed.error) };
    const limited = await limitListingWrites(owner.id);
    if (limited) return limited;
    const saved = await updateAdvertisement(owner, String(id), parsed.data);
    return saved ? { ok: true, data: { id } } : { ok: false, listingError: 'not_found' };
  });
}
