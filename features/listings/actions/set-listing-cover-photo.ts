'use server';

import { ownerAction } from '@/lib/action/builder';
import { listingPhotoRefSchema } from '@/features/listings/schemas/listing-actions';
import { setListingCover } from '@/features/listings/server/photos';

/** Makes this photo the cover of one of the owner's listings. */
export const setListingCoverPhotoAction = ownerAction
  .inputSchema(listingPhotoRefSchema)
  .action(async ({ input, ctx }) => setListingCover(ctx.user, input));
