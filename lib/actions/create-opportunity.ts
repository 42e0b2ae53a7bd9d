'use server';

import type { OwnerActionResult } from '@/lib/listings/owner-result';
import { opportunitySchema, type OpportunityFormInput } from '@/lib/schemas/opportunity';
import { firstFieldErrors } from '@/lib/validation/issue';
import { createOpportunity } from '@/lib/server/listings/owner-opportunities';
import { limitListingWrites, ownerAction } from '@/lib/server/listings/shared';

/** Saves a new opportunity as a draft for the signed-in owner. */
export async function createOpportunityAction(
  input: OpportunityFormInput,
): Promise<OwnerActionResult<{ id: string }>> {
  return ownerAction(async (owner) => {
    const parsed = await opportunitySchema.safeParseAsync(input);
    if (!parsed.success) return { ok: false, fieldErrors: firstFieldErrors(parsed.error) };
    const limited = await limitListingWrites(owner.id);
    if (limited) return limited;
    return { ok: true, data: await createOpportunity(owner, parsed.data) };
  });
}
