'use server';

import type { OwnerActionResult } from '@/features/listings/owner-result';
import {
  advertisementSchema,
  type AdvertisementFormInput,
} from '@/features/listings/schemas/advertisement';
import { firstFieldErrors } from '@/lib/validation/issue';
import { createAdvertisement } from '@/features/listings/server/owner-advertisements';
import { limitListingWrites, ownerAction } from '@/features/listings/server/shared';

/** Saves a new advertisement as a draft for the signed-in owner. */
export async function createAdvertisementAction(
  input: AdvertisementFormInput,
): Promise<OwnerActionResult<{ id: string }>> {
  return ownerAction(async (owner) => {
    const parsed = await advertisementSchema.safeParseAsync(input);
    if (!parsed.success) return { ok: false, fieldErrors: firstFieldErrors(parsed.error) };
    const limited = await limitListingWrites(owner.id);
    if (limited) return limited;
    return { ok: true, data: await createAdvertisement(owner, parsed.data) };
  });
}
