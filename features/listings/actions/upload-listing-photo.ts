'use server';

import { ownerAction } from '@/lib/action/builder';
import { uploadListingPhotoSchema } from '@/features/listings/schemas/listing-actions';
import { uploadListingPhoto } from '@/features/listings/server/photos';
import { limitPhotoUploads } from '@/features/listings/server/write-limits';

/**
 * Adds one photo (FormData: kind, listingId, photo) to one of the owner's listings. The file is
 * checked again here by its bytes, whatever the browser said, then stored as WebP variants.
 */
export const uploadListingPhotoAction = ownerAction
  .inputSchema(uploadListingPhotoSchema)
  .action(async ({ input, ctx }) => {
    await limitPhotoUploads(ctx.user.id);
    return uploadListingPhoto(ctx.user, input);
  });
