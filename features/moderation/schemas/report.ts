import { z } from 'zod';
import { MODERATION_REASONS, type ModerationReason } from '@/features/moderation/reasons';
import { encodeIssue } from '@/lib/validation/issue';
import { optionalString, stringField, v } from '@/lib/validation/rules';

/** What can be reported: a listing of either kind, or one chat message. */
export const REPORT_TARGET_KINDS = ['advertisement', 'opportunity', 'message'] as const;
export type ReportTargetKind = (typeof REPORT_TARGET_KINDS)[number];

/** The reporter's own words (the reports table checks the same bound). */
export const REPORT_NOTE_MAX = 1000;

const targetKind = z.enum(REPORT_TARGET_KINDS);

/** Which target a report, a state question or a moderator's action is about. */
export const reportTargetSchema = z.object({ targetKind, targetId: z.uuid() });

/**
 * The report dialog, shared by the form and reportAction: a reason from the list and a note,
 * optional except for "other", where the reason alone says nothing.
 */
export const reportSchema = reportTargetSchema
  .extend({
    reason: stringField({}, v.oneOf(MODERATION_REASONS)).transform((s) => s as ModerationReason),
    note: optionalString(v.max(REPORT_NOTE_MAX)),
  })
  .check(
    z.superRefine((data, ctx) => {
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
