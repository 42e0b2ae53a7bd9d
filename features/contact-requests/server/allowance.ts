import 'server-only';
import { and, count, eq, gte } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { contactRequests } from '@/lib/db/schema';
import type { RequestAllowance } from '@/features/contact-requests/types';
import type { Executor } from '@/features/billing/server/wallet';
import { getCurrentPlan } from '@/features/billing/server/subscriptions';
import { TIME_ZONE } from '@/i18n/formats';

/**
 * The monthly limit counts requests created in the current CALENDAR month in the app's time zone
 * (Asia/Riyadh, as listing views), not a rolling 30 days: "N requests left this month" then means
 * what a reader expects, and the count starts again on the 1st. Every request created counts,
 * cancelled and declined ones included, so cancelling and sending again cannot get round it.
 */
export function monthStart(now: Date = new Date()): Date {
  const ym = new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
  }).format(now); // "2026-11"
  // Asia/Riyadh is UTC+3 all year (no daylight saving).
  return new Date(`${ym}-01T00:00:00+03:00`);
}

/**
 * A subscribed investor with no plan row (e.g. time granted by hand) gets the smallest plan's
 * allowance rather than no limit at all.
 */
export const FALLBACK_MONTHLY_LIMIT = 20;

/** The limit of the investor's running plan; null when the plan sets none (unlimited). */
export async function monthlyLimitOf(
  userId: string,
  now: Date = new Date(),
): Promise<number | null> {
  const plan = await getCurrentPlan(userId, now);
  if (!plan) return FALLBACK_MONTHLY_LIMIT;
  const limit = plan.limits.contactRequestsPerMonth;
  return typeof limit === 'number' && Number.isFinite(limit) ? Math.max(0, limit) : null;
}

export async function countRequestsThisMonth(
  userId: string,
  now: Date = new Date(),
  db?: Executor,
): Promise<number> {
  const executor = db ?? (await getDb());
  const [row] = await executor
    .select({ n: count() })
    .from(contactRequests)
    .where(
      and(eq(contactRequests.requesterId, userId), gte(contactRequests.createdAt, monthStart(now))),
    );
  return Number(row?.n ?? 0);
}

/** How many requests the investor may still send this month (the form and the plans page). */
export async function getRequestAllowance(
  userId: string,
  now: Date = new Date(),
): Promise<RequestAllowance> {
  const [limit, used] = await Promise.all([
    monthlyLimitOf(userId, now),
    countRequestsThisMonth(userId, now),
  ]);
  return { limit, used, remaining: limit === null ? null : Math.max(0, limit - used) };
}
