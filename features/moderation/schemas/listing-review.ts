import '@/lib/validation/zod-config';
import { z } from 'zod';
import { LISTING_KINDS } from '@/features/listings/kinds';
import { listingIdSchema } from '@/features/listings/schemas/listing-fields';
import { MODERATION_REASONS, type ModerationReason } from '@/features/moderation/reasons';
import { encodeIssue } from '@/lib/validation/issue';
import { optionalString, stringField, v } from '@/lib/validation/rules';

/** The moderators' actions on one listing from /admin/listings: approve, hide, remove. */

/** The moderator's words to the owner, at most this long. */
export const LISTING_NOTE_MAX = 1000;

export const listingReviewRefSchema = z.object({
  kind: z.enum(LISTING_KINDS),
  id: listingIdSchema,
});

/** Hide or remove: a reason from the list and, for "other", the words that explain it. */
export const listingDecisionSchema = listingReviewRefSchema
  .extend({
    reason: stringField({}, v.oneOf(MODERATION_REASONS)).transform((s) => s as ModerationReason),
    note: optionalString(v.max(LISTING_NOTE_MAX)),
  })
  .check(
    z.superRefine((data: { reason: string; note?: string }, ctx) => {
      if (data.reason === 'other' && !data.note) {
        ctx.addIssue({
          code: 'custom',
          path: ['note'],
          input: data.note,
          message: encodeIssue('required'),
        });
      }
    }),
  );
