'use server';

import type { OwnerActionResult } from '@/features/listings/owner-result';
import {
  opportunitySchema,
  type OpportunityFormInput,
} from '@/features/listings/schemas/opportunity';
import { firstFieldErrors } from '@/lib/validation/issue';
import { updateOpportunity } from '@/features/listings/server/owner-opportunities';
import { limitListingWrites, ownerAction } from '@/features/listings/server/shared';

/** Saves the fields of one of the signed-in owner's opportunities. */
export async function updateOpportunityAction(
  id: string,
  input: OpportunityFormInput,
): Promise<OwnerActionResult<{ id: string }>> {
  return ownerAction(async (owner) => {
    const parsed = await opportunitySchema.safeParseAsync(input);
    if (!parsed.success) return { ok: false, fieldErrors: firstFieldErrors(parsed.error) };
    const limited = await limitListingWrites(owner.id);
    if (limited) return limited;
    const saved = await updateOpportunity(owner, String(id), parsed.data);
    return saved ? { ok: true, data: { id } } : { ok: false, listingError: 'not_found' };
  });
}
