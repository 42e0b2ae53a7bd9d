import 'server-only';
import { sql } from 'drizzle-orm';
import type { Executor } from '@/features/billing/server/wallet';
import { notifications, type NotificationRow } from '@/lib/db/schema';

/** Every kind of notification; each has en/ar ICU messages under `notifications.types.<type>`. */
export const NOTIFICATION_TYPES = [
  'contact_request_received',
  'contact_request_accepted',
  'contact_request_declined',
  'contact_request_cancelled',
  'chat_message',
  'wallet_top_up',
  'wallet_top_up_held',
  'wallet_restricted',
  'subscription_started',
  'subscription_ending',
  'subscription_ended',
  'promotion_ended',
  'saved_search_match',
  'report_received',
  'report_resolved',
  'listing_approved',
  'listing_hidden',
  'listing_removed',
  'account_warning',
  'account_restored',
  'contact_request_closed',
  'deal_room_access_requested',
  'deal_room_access_granted',
  'deal_room_access_revoked',
  'deal_room_nda_accepted',
  'deal_room_document_added',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * The data each type carries (the messages and the link are built from it):
 * - contact_request_*: { requestId, listingKind, listingId, listingTitle, actorName, note? }
 * - chat_message: { requestId, actorName, preview } (preview: the first 120 characters)
 * - wallet_top_up: { amountMinor, currency }
 * - wallet_top_up_held: { amountMinor, currency, maxBalanceMinor } (not credited: over the ceiling)
 * - wallet_restricted: { owedMinor, currency } (a refund or dispute left the wallet owing)
 * - subscription_started | subscription_ending | subscription_ended: { planCode, endsAt }
 * - promotion_ended: { advertisementId, advertisementTitle }
 * - saved_search_match: { searchId, listingKind, listingId, listingTitle }
 * - report_received | report_resolved: { reportId, targetTitle, outcome? } (outcome:
 *   'dismissed' | 'actioned'; targetTitle: the listing's title, or the chat partner's name)
 * - listing_approved | listing_hidden | listing_removed: { listingKind, listingId, listingTitle,
 *   reason?, note? } (reason: a MODERATION_REASONS code; note: the moderator's words)
 * - account_warning: { reason, note? }; account_restored: {}
 * - contact_request_closed: { requestId, listingTitle } (the other account was suspended)
 * - deal_room_access_requested | deal_room_nda_accepted: { opportunityId, actorName,
 *   listingTitle? } (to the owner); deal_room_access_granted | deal_room_access_revoked:
 *   { opportunityId, listingTitle }; deal_room_document_added: { opportunityId, listingTitle,
 *   documentTitle } (to investors)
 */

export type NewNotification = {
  userId: string;
  type: NotificationType;
  /** What the message and the link need (ids, titles, amounts); never secrets. */
  data: Record<string, unknown>;
  /** Makes the notification exist at most once per user (e.g. `subscription_ending:<subId>`). */
  dedupeKey?: string;
};

/**
 * Inserts a notification inside the caller's transaction, so it exists exactly when the event it
 * reports does. Returns null when the dedupe key was seen before. After the transaction commits,
 * hand the rows to `deliverNotifications` (features/notifications/server/deliver.ts).
 */
export async function insertNotification(
  tx: Executor,
  input: NewNotification,
): Promise<NotificationRow | null> {
  const [row] = await tx
    .insert(notifications)
    .values({
      userId: input.userId,
      type: input.type,
      data: input.data,
      dedupeKey: input.dedupeKey ?? null,
    })
    .onConflictDoNothing({
      target: [notifications.userId, notifications.dedupeKey],
      where: sql`${notifications.dedupeKey} is not null`,
    })
    .returning();
  return row ?? null;
}
