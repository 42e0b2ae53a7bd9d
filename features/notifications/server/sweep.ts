import 'server-only';
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/lib/db';
import {
  advertisements,
  notifications,
  plans,
  promotions,
  subscriptions,
  users,
} from '@/lib/db/schema';
import { defineJob } from '@/lib/jobs';
import { insertNotification, type NewNotification } from './create';
import { deliverNotifications } from './deliver';

const DAY_MS = 24 * 60 * 60 * 1000;
/** "Your plan ends in 3 days". */
export const SUBSCRIPTION_ENDING_NOTICE_MS = 3 * DAY_MS;
/** How far back an end still gets its notification (a server that was down catches up). */
export const SWEEP_LOOKBACK_MS = 7 * DAY_MS;
/** How often the sweep runs (once for the cluster: a scheduled job). */
export const SWEEP_INTERVAL_MINUTES = 15;

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

export const sweepNotificationsJob = defineJob(
  'notifications.sweep',
  z.object({}),
  async () => {
    await sweepTimedNotifications();
  },
  {
    retryLimit: 2,
    backoff: { initialSeconds: 60 },
    schedule: { everyMinutes: SWEEP_INTERVAL_MINUTES },
  },
);

/** NOTIFICATION_RETENTION_DAYS when unset; 0 keeps notifications forever. */
export const DEFAULT_NOTIFICATION_RETENTION_DAYS = 180;
/**
 * The shortest retention allowed: a deleted notification's dedupe key no longer stops the sweep
 * from creating it again, so every notification must outlive the sweep's look-back.
 */
export const MIN_NOTIFICATION_RETENTION_DAYS = SWEEP_LOOKBACK_MS / DAY_MS + 1;

/** Days a notification is kept (NOTIFICATION_RETENTION_DAYS), or null to keep them forever. */
export function notificationRetentionDays(env: NodeJS.ProcessEnv = process.env): number | null {
  const raw = env.NOTIFICATION_RETENTION_DAYS?.trim();
  const days = raw ? Number(raw) : DEFAULT_NOTIFICATION_RETENTION_DAYS;
  if (!Number.isInteger(days) || days < 0) {
    console.warn(
      `[notifications] NOTIFICATION_RETENTION_DAYS must be a whole number of days; ${DEFAULT_NOTIFICATION_RETENTION_DAYS} used`,
    );
    return DEFAULT_NOTIFICATION_RETENTION_DAYS;
  }
  if (days === 0) return null;
  return Math.max(days, MIN_NOTIFICATION_RETENTION_DAYS);
}

const PRUNE_BATCH = 5000;

/**
 * Deletes notifications older than the retention, in batches (no long lock on a big table).
 * Returns how many.
 */
export async function pruneOldNotifications(now: Date = new Date()): Promise<number> {
  const days = notificationRetentionDays();
  if (days === null) return 0;
  const before = new Date(now.getTime() - days * DAY_MS);
  const db = await getDb();
  let total = 0;
  for (;;) {
    const old = db
      .select({ id: notifications.id })
      .from(notifications)
      .where(lte(notifications.createdAt, before))
      .limit(PRUNE_BATCH);
    const deleted = await db
      .delete(notifications)
      .where(inArray(notifications.id, old))
      .returning({ id: notifications.id });
    total += deleted.length;
    if (deleted.length < PRUNE_BATCH) return total;
  }
}

export const pruneNotificationsJob = defineJob(
  'notifications.prune',
  z.object({}),
  async () => {
    const deleted = await pruneOldNotifications();
    if (deleted > 0) console.info(`[notifications] ${deleted} past their retention deleted`);
  },
  { retryLimit: 2, backoff: { initialSeconds: 60 }, schedule: { everyMinutes: 24 * 60 } },
);
