'use server';

import { ownerAction } from '@/lib/action/builder';
import { listingStatusChangeSchema } from '@/features/listings/schemas/listing-actions';
import { changeListingStatus } from '@/features/listings/server/owner-listings';

/** publish (needs a photo), unpublish or archive one of the owner's listings. */
export const changeListingStatusAction = ownerAction
  .inputSchema(listingStatusChangeSchema)
  .action(async ({ input, ctx }) => changeListingStatus(ctx.user, input));
