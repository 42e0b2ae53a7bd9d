/**
 * Why something is reported, hidden, removed or warned about: one list for reports and for the
 * moderators' actions (labels under `moderation.reasons.*`; the reports table checks the codes).
 */
export const MODERATION_REASONS = [
  'fraud',
  'misleading',
  'prohibited',
  'harassment',
  'spam',
  'other',
] as const;
export type ModerationReason = (typeof MODERATION_REASONS)[number];
