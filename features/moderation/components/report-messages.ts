/**
 * The messages the report button and its dialog need in the browser (lib/i18n/client-messages.ts):
 * a page that holds one adds these to its client provider's pick. The dialog's refusals come from
 * `errors`, which the shell's messages carry.
 */
export const REPORT_MESSAGES = ['report', 'moderation.reasons', 'validation'] as const;
