'use server';

import { ownerAction } from '@/lib/action/builder';
import { createListingSchema } from '@/features/listings/schemas/listing-form';
import { createListing } from '@/features/listings/server/owner-listings';
import { limitListingWrites } from '@/features/listings/server/write-limits';

/** Saves a new listing of either kind (`{ kind, ...form }`) as a draft of the signed-in owner. */
export const createListingAction = ownerAction
  .inputSchema(createListingSchema)
  .action(async ({ input, ctx }) => {
    await limitListingWrites(ctx.user.id);
    return createListing(ctx.user, input);
  });
