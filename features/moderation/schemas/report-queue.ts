import { z } from 'zod';
import { MODERATION_REASONS, type ModerationReason } from '@/features/moderation/reasons';
import { encodeIssue } from '@/lib/validation/issue';
import { optionalString, stringField, v } from '@/lib/validation/rules';
import {
  REPORT_NOTE_MAX,
  REPORT_TARGET_KINDS,
  reportTargetSchema,
  type ReportTargetKind,
} from './report';

/** The moderators' queue: its filters (in the address) and its actions on one target. */

export const REPORT_STATES = ['open', 'dismissed', 'actioned'] as const;
export type ReportState = (typeof REPORT_STATES)[number];
export const REPORT_QUEUE_SORTS = ['newest', 'most_reported'] as const;
export type ReportQueueSort = (typeof REPORT_QUEUE_SORTS)[number];

export type ReportQueueQuery = {
  /** `all`: every state. */
  state: ReportState | 'all';
  reason?: ModerationReason;
  targetKind?: ReportTargetKind;
  sort: ReportQueueSort;
  page: number;
};

type Search = Record<string, string | string[] | undefined>;

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const pick = <T extends string>(values: readonly T[], value: string | undefined): T | undefined =>
  values.find((known) => known === value);

/** The queue's filters as the address gives them; anything unknown is the default. */
export function parseReportQueueQuery(search: Search): ReportQueueQuery {
  const state = single(search.state);
  const page = Number(single(search.page));
  return {
    state: state === 'all' ? 'all' : (pick(REPORT_STATES, state) ?? 'open'),
    reason: pick(MODERATION_REASONS, single(search.reason)),
    targetKind: pick(REPORT_TARGET_KINDS, single(search.kind)),
    sort: pick(REPORT_QUEUE_SORTS, single(search.sort)) ?? 'newest',
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

/** How long a suspension lasts, as the case page offers it (`indefinite`: until restored). */
export const SUSPENSION_CHOICES = ['1', '3', '7', '30', 'indefinite'] as const;

/** A moderator's reason and words (shown to the person concerned): words needed for "other". */
const decision = {
  reason: stringField({}, v.oneOf(MODERATION_REASONS)).transform((s) => s as ModerationReason),
  note: optionalString(v.max(REPORT_NOTE_MAX)),
};
const noteForOther = z.superRefine((data: { reason: string; note?: string }, ctx) => {
  if (data.reason === 'other' && !data.note) {
    ctx.addIssue({
      code: 'custom',
      path: ['note'],
      input: data.note,
      message: encodeIssue('required'),
    });
  }
});

/** Hide or remove a reported listing, or warn the reported user. */
export const reportDecisionSchema = reportTargetSchema.extend(decision).check(noteForOther);

/** Suspend the reported user for a number of days, or until restored. */
export const reportSuspendSchema = reportTargetSchema
  .extend({
    ...decision,
    duration: stringField({}, v.oneOf(SUSPENSION_CHOICES)).transform(
      (s) => s as (typeof SUSPENSION_CHOICES)[number],
    ),
  })
  .check(noteForOther);
