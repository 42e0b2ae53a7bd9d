'use server';

import { ownerAction } from '@/lib/action/builder';
import { listingPhotoRefSchema } from '@/features/listings/schemas/listing-actions';
import { deleteListingPhoto } from '@/features/listings/server/photos';

/** Deletes a photo (and its files) of one of the owner's listings. */
export const deleteListingPhotoAction = ownerAction
  .inputSchema(listingPhotoRefSchema)
  .action(async ({ input, ctx }) => deleteListingPhoto(ctx.user, input));
