'use server';

import { ownerAction } from '@/lib/action/builder';
import { reorderListingPhotosSchema } from '@/features/listings/schemas/listing-actions';
import { reorderListingPhotos } from '@/features/listings/server/photos';

/** Puts the photos of one of the owner's listings in this order (the first is the cover). */
export const reorderListingPhotosAction = ownerAction
  .inputSchema(reorderListingPhotosSchema)
  .action(async ({ input, ctx }) => reorderListingPhotos(ctx.user, input));
