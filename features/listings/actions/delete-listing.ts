'use server';

import { ownerAction } from '@/lib/action/builder';
import { listingRefSchema } from '@/features/listings/schemas/listing-actions';
import { deleteListing } from '@/features/listings/server/owner-listings';

/** Deletes one of the owner's listings (`{ kind, id }`) with its photos. */
export const deleteListingAction = ownerAction
  .inputSchema(listingRefSchema)
  .action(async ({ input, ctx }) => deleteListing(ctx.user, input));
