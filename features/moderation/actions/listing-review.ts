'use server';

import { staffAction } from '@/lib/action/builder';
import {
  listingDecisionSchema,
  listingReviewRefSchema,
} from '@/features/moderation/schemas/listing-review';
import {
  approveListing,
  hideListing,
  removeListing,
} from '@/features/moderation/server/listing-review';

/** A moderator's decision on a listing (the services check again who may act and from where). */

export const approveListingAction = staffAction
  .inputSchema(listingReviewRefSchema)
  .action(async ({ input, ctx }) => ({ status: (await approveListing(ctx.user, input)).status }));

export const hideListingAction = staffAction
  .inputSchema(listingDecisionSchema)
  .action(async ({ input: { note, ...input }, ctx }) => ({
    status: (await hideListing(ctx.user, { ...input, note: note ?? '' })).status,
  }));

export const removeListingAction = staffAction
  .inputSchema(listingDecisionSchema)
  .action(async ({ input: { note, ...input }, ctx }) => ({
    status: (await removeListing(ctx.user, { ...input, note: note ?? '' })).status,
  }));
