/**
 * The messages the report button and its dialog need in the browser (lib/i18n/client-messages.ts):
 * a page that holds one adds these to its client provider's pick, the dialog's refusals included.
 */
export const REPORT_MESSAGES = [
  'report',
  'moderation.reasons',
  'validation',
  'errors.report',
] as const;
