'use server';

import { ownerAction } from '@/lib/action/builder';
import { updateListingSchema } from '@/features/listings/schemas/listing-form';
import { updateListing } from '@/features/listings/server/owner-listings';
import { limitListingWrites } from '@/features/listings/server/write-limits';

/** Saves the form of one of the signed-in owner's listings (`{ kind, id, ...form }`). */
export const updateListingAction = ownerAction
  .inputSchema(updateListingSchema)
  .action(async ({ input, ctx }) => {
    await limitListingWrites(ctx.user.id);
    return updateListing(ctx.user, input);
  });
