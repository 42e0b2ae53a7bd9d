'use server';

import type { OwnerActionResult } from '@/features/listings/owner-result';
import {
  opportunitySchema,
  type OpportunityFormInput,
} from '@/features/listings/schemas/opportunity';
import { firstFieldErrors } from '@/lib/validation/issue';
import { createOpportunity } from '@/features/listings/server/owner-opportunities';
import { limitListingWrites, ownerAction } from '@/features/listings/server/shared';

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
