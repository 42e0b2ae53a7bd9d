import { REPORT_MESSAGES } from '@/features/moderation/components/report-messages';

/**
 * The messages a chat's island needs in the browser (lib/i18n/client-messages.ts): the
 * conversation, and the report button and dialog under the other person's messages.
 */
export const CHAT_MESSAGES = ['chat', ...REPORT_MESSAGES] as const;
