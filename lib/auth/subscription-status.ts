import 'server-only';
import type { UserRow } from '@/lib/db/schema';
import { isOwner } from './roles';

export type SubscriptionStatus = { isSubscribed: boolean; subscribedUntil: Date | null };

export type SubscriptionSubject = Pick<UserRow, 'id' | 'type' | 'subscribedUntil'>;

/**
 * The one place that decides whether a user counts as subscribed. Async and keyed on the user so
 * the plans/wallet work can swap the `subscribed_until` column for a subscriptions table without
 * touching callers. Owners publish rather than browse, so they are never gated.
 */
export async function getSubscriptionStatus(
  user: SubscriptionSubject,
  now: Date = new Date(),
): Promise<SubscriptionStatus> {
  if (isOwner(user)) return { isSubscribed: true, subscribedUntil: null };
  const until = user.subscribedUntil;
  if (until && until.getTime() > now.getTime())
    return { isSubscribed: true, subscribedUntil: until };
  return { isSubscribed: false, subscribedUntil: until };
}
