import 'server-only';
import { and, asc, desc, eq, gt, lte } from 'drizzle-orm';
import type { Plan, SubscriptionView } from '@/features/billing/types';
import { getDb } from '@/lib/db';
import {
  plans,
  subscriptions,
  users,
  type NotificationRow,
  type SubscriptionRow,
} from '@/lib/db/schema';
import { insertNotification } from '@/features/notifications/server/create';
import { deliverNotifications } from '@/features/notifications/server/deliver';
import { findPlanByCode, toPlan } from './plans';
import { applyLedgerChange, hasLedgerEntry } from './wallet';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Who acts: the signed-in user as the action read it from the session (requireUser()). */
export type Actor = { id: string; type: string };

export type SubscribeResult =
  | {
      status: 'subscribed';
      subscription: SubscriptionView;
      /** The end of the user's paid time, renewals included (users.subscribed_until). */
      subscribedUntil: Date;
      balanceMinor: number;
      /** The same request seen before: nothing was charged again. */
      duplicate: boolean;
    }
  | { status: 'insufficient'; priceMinor: number; balanceMinor: number; missingMinor: number }
  /** The wallet owes money after a refund or dispute: no purchases until it is repaid. */
  | { status: 'restricted'; owedMinor: number }
  /** The plan's price is no longer the one the member confirmed: nothing was charged. */
  | { status: 'price_changed'; priceMinor: number }
  | { status: 'unknown_plan' };

function toView(row: SubscriptionRow, planCode: string): SubscriptionView {
  return {
    id: row.id,
    planCode,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    priceMinor: row.priceMinor,
    currency: row.currency,
  };
}

/**
 * Buys one period of a plan from the wallet. In ONE transaction: the wallet row is locked and
 * debited (key `subscribe:<user>:<requestId>`, so a repeated request charges once), the period
 * starts at the current end when one is still running (a renewal) or now, and
 * `users.subscribed_until` moves to its end — which is what the session and the proxy read.
 */
export async function subscribe(
  actor: Actor,
  input: { planCode: string; requestId: string; expectedPriceMinor?: number },
  options: { now?: Date } = {},
): Promise<SubscribeResult> {
  const now = options.now ?? new Date();
  const db = await getDb();
  // Filled inside the transaction, delivered once it has committed.
  const created: Array<NotificationRow | null> = [];
  const result = await db.transaction(async (tx) => {
    const plan = await findPlanByCode(input.planCode, tx);
    if (!plan || !plan.active || plan.audience !== actor.type) {
      return { status: 'unknown_plan' } as const;
    }
    // An admin may reprice a plan while the member's dialog is open: they confirmed the old price.
    // A retry of a purchase already made is still answered as that purchase (the ledger's key).
    const idempotencyKey = `subscribe:${actor.id}:${input.requestId}`;
    if (
      input.expectedPriceMinor !== undefined &&
      input.expectedPriceMinor !== plan.priceMinor &&
      !(await hasLedgerEntry(tx, idempotencyKey))
    ) {
      return { status: 'price_changed', priceMinor: plan.priceMinor } as const;
    }
    const ledger = await applyLedgerChange(
      tx,
      actor.id,
      {
        kind: 'subscription',
        amountMinor: -plan.priceMinor,
        currency: plan.currency,
        idempotencyKey,
        details: { planCode: plan.code },
      },
      now,
    );
    if (ledger.status === 'insufficient') {
      return {
        status: 'insufficient',
        priceMinor: plan.priceMinor,
        balanceMinor: ledger.wallet.balanceMinor,
        missingMinor: ledger.missingMinor,
      } as const;
    }
    if (ledger.status === 'restricted') {
      return { status: 'restricted', owedMinor: ledger.owedMinor } as const;
    }
    if (ledger.status === 'over_ceiling') throw new Error('a debit cannot cross the ceiling');
    const [user] = await tx
      .select({ subscribedUntil: users.subscribedUntil })
      .from(users)
      .where(eq(users.id, actor.id))
      .for('update');
    if (!user) throw new Error(`user ${actor.id} not found`);

    if (ledger.status === 'duplicate') {
      const [existing] = await tx
        .select({ row: subscriptions, code: plans.code })
        .from(subscriptions)
        .innerJoin(plans, eq(plans.id, subscriptions.planId))
        .where(eq(subscriptions.walletEntryId, ledger.entry.id));
      if (!existing) throw new Error('a subscription debit without its subscription');
      return {
        status: 'subscribed',
        subscription: toView(existing.row, existing.code),
        subscribedUntil: user.subscribedUntil ?? existing.row.endsAt,
        balanceMinor: ledger.wallet.balanceMinor,
        duplicate: true,
      } as const;
    }

    const current = user.subscribedUntil;
    const startsAt = current && current.getTime() > now.getTime() ? current : now;
    const endsAt = new Date(startsAt.getTime() + plan.durationDays * DAY_MS);
    const [row] = await tx
      .insert(subscriptions)
      .values({
        userId: actor.id,
        planId: plan.id,
        startsAt,
        endsAt,
        priceMinor: plan.priceMinor,
        currency: plan.currency,
        walletEntryId: ledger.entry.id,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('subscription insert returned nothing');
    await tx
      .update(users)
      .set({ subscribedUntil: endsAt, updatedAt: now })
      .where(eq(users.id, actor.id));
    created.push(
      await insertNotification(tx, {
        userId: actor.id,
        type: 'subscription_started',
        data: { planCode: plan.code, endsAt: endsAt.toISOString() },
        dedupeKey: `subscription_started:${row.id}`,
      }),
    );
    return {
      status: 'subscribed',
      subscription: toView(row, plan.code),
      subscribedUntil: endsAt,
      balanceMinor: ledger.wallet.balanceMinor,
      duplicate: false,
    } as const;
  });
  await deliverNotifications(created);
  return result;
}

export type SubscriptionOverview = {
  /** The period running now, if any. */
  current: SubscriptionView | null;
  /** Periods already paid that start later (renewals). */
  upcoming: SubscriptionView[];
  /** When the paid time ends, renewals included; null when nothing is running. */
  activeUntil: Date | null;
  /** The most recent ended periods. */
  past: SubscriptionView[];
};

/** What the plans page shows about the user's subscriptions, as of `now`. */
export async function getSubscriptionOverview(
  userId: string,
  now: Date = new Date(),
): Promise<SubscriptionOverview> {
  const db = await getDb();
  const select = () =>
    db
      .select({ row: subscriptions, code: plans.code })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId));
  const mine = and(eq(subscriptions.userId, userId), eq(subscriptions.status, 'active'));
  const [running, later, ended] = await Promise.all([
    select()
      .where(and(mine, lte(subscriptions.startsAt, now), gt(subscriptions.endsAt, now)))
      .orderBy(desc(subscriptions.startsAt))
      .limit(1),
    select()
      .where(and(mine, gt(subscriptions.startsAt, now)))
      .orderBy(asc(subscriptions.startsAt)),
    select()
      .where(and(mine, lte(subscriptions.endsAt, now)))
      .orderBy(desc(subscriptions.endsAt))
      .limit(5),
  ]);
  const current = running[0] ? toView(running[0].row, running[0].code) : null;
  const upcoming = later.map((r) => toView(r.row, r.code));
  const last = upcoming.at(-1) ?? current;
  return {
    current,
    upcoming,
    activeUntil: current ? (last?.endsAt ?? null) : null,
    past: ended.map((r) => toView(r.row, r.code)),
  };
}

/** The plan running now for a user (with its limits, e.g. an owner's active listings), or null. */
export async function getCurrentPlan(userId: string, now: Date = new Date()): Promise<Plan | null> {
  const db = await getDb();
  const [row] = await db
    .select({ plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.status, 'active'),
        lte(subscriptions.startsAt, now),
        gt(subscriptions.endsAt, now),
      ),
    )
    .orderBy(desc(subscriptions.startsAt))
    .limit(1);
  return row ? toPlan(row.plan) : null;
}
