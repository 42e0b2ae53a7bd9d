import 'server-only';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { advertisements, plans, promotions, subscriptions, users } from '@/lib/db/schema';
import { errorForLog } from '@/lib/errors/error-for-log';
import { pruneRateLimits } from '@/lib/rate-limit';
import { insertNotification, type NewNotification } from './create';
import { deliverNotifications } from './deliver';

const DAY_MS = 24 * 60 * 60 * 1000;
/** "Your plan ends in 3 days". */
export const SUBSCRIPTION_ENDING_NOTICE_MS = 3 * DAY_MS;
/** How far back an end still gets its notification (a server that was down catches up). */
export const SWEEP_LOOKBACK_MS = 7 * DAY_MS;
/** How often instrumentation.ts runs the sweep. */
export const SWEEP_INTERVAL_MS = 15 * 60 * 1000;

/**
 * Time-driven notifications: a plan ending within 3 days, a plan that ended, a promotion that
 * ended. Idempotent: every notification has a dedupe key, so running it again (or on two servers
 * at once) creates nothing twice. Returns how many were created.
 */
export async function sweepTimedNotifications(now: Date = new Date()): Promise<number> {
  const db = await getDb();
  const soon = new Date(now.getTime() + SUBSCRIPTION_ENDING_NOTICE_MS);
  const since = new Date(now.getTime() - SWEEP_LOOKBACK_MS);

  // The paid time's end (renewals included) and the plan of the period that ends then.
  const ends = await db
    .select({ userId: users.id, endsAt: users.subscribedUntil, planCode: plans.code })
    .from(users)
    .innerJoin(
      subscriptions,
      and(eq(subscriptions.userId, users.id), eq(subscriptions.endsAt, users.subscribedUntil)),
    )
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(gt(users.subscribedUntil, since), lte(users.subscribedUntil, soon)));

  const endedPromotions = await db
    .select({
      id: promotions.id,
      ownerId: promotions.ownerId,
      advertisementId: promotions.advertisementId,
      advertisementTitle: advertisements.title,
    })
    .from(promotions)
    .innerJoin(advertisements, eq(advertisements.id, promotions.advertisementId))
    .where(
      and(
        gt(promotions.endsAt, since),
        lte(promotions.endsAt, now),
        // Extended by a later promotion: not ended.
        sql`not exists (select 1 from ${promotions} later
             where later.advertisement_id = ${promotions.advertisementId}
               and later.ends_at > ${promotions.endsAt})`,
      ),
    );

  const wanted: NewNotification[] = [
    ...ends.map((end): NewNotification => {
      const endsAt = end.endsAt!.toISOString();
      const ended = end.endsAt!.getTime() <= now.getTime();
      const type = ended ? 'subscription_ended' : 'subscription_ending';
      return {
        userId: end.userId,
        type,
        data: { planCode: end.planCode, endsAt },
        dedupeKey: `${type}:${endsAt}`,
      };
    }),
    ...endedPromotions.map((promotion): NewNotification => ({
      userId: promotion.ownerId,
      type: 'promotion_ended',
      data: {
        advertisementId: promotion.advertisementId,
        advertisementTitle: promotion.advertisementTitle,
      },
      dedupeKey: `promotion_ended:${promotion.id}`,
    })),
  ];
  if (wanted.length === 0) return 0;
  const created = await db.transaction(async (tx) => {
    const rows = [];
    for (const notification of wanted) rows.push(await insertNotification(tx, notification));
    return rows;
  });
  await deliverNotifications(created);
  return created.filter(Boolean).length;
}

let timer: ReturnType<typeof setInterval> | null = null;

/**
 * One round of the scheduled work: the timed notifications, and the rate-limit counters whose
 * window has ended (which would otherwise pile up, one row per client and account tried). A
 * failure of one is logged and does not stop the other.
 */
export async function runScheduledSweep(): Promise<void> {
  await Promise.all([
    sweepTimedNotifications().catch((error) =>
      console.error('[notifications] sweep failed', errorForLog(error)),
    ),
    pruneRateLimits().catch((error) =>
      console.error('[rate-limit] prune failed', errorForLog(error)),
    ),
  ]);
}

/** Runs the sweep now and every SWEEP_INTERVAL_MS (started once from instrumentation.ts). */
export function startNotificationSweep(): void {
  if (timer) return;
  const run = () => runScheduledSweep();
  void run();
  timer = setInterval(run, SWEEP_INTERVAL_MS);
  timer.unref?.();
}
