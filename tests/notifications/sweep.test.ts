import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb, schema } from '@/lib/db';
import { subscribe } from '@/features/billing/server/subscriptions';
import { applyLedgerChange } from '@/features/billing/server/wallet';
import { sweepTimedNotifications } from '@/features/notifications/server/sweep';
import { createAd, createPlan, createUser, fund } from '../billing/helpers';

const DAY = 24 * 60 * 60 * 1000;

async function typesOf(userId: string) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(schema.notifications)
    .where(eq(schema.notifications.userId, userId));
  return rows.map((row) => row.type).sort();
}

describe('the timed notifications sweep', () => {
  it('warns 3 days before a plan ends, then when it ended, each once', async () => {
    const me = await createUser('INVESTOR');
    const plan = await createPlan(1000, { durationDays: 10 });
    const start = new Date('2026-01-01T00:00:00Z');
    await fund(me.id, 5000, start);
    await subscribe(me, { planCode: plan, requestId: crypto.randomUUID() }, { now: start });

    await sweepTimedNotifications(new Date(start.getTime() + 6 * DAY));
    expect(await typesOf(me.id)).not.toContain('subscription_ending');

    const day8 = new Date(start.getTime() + 8 * DAY);
    await sweepTimedNotifications(day8);
    await sweepTimedNotifications(day8);
    await sweepTimedNotifications(new Date(day8.getTime() + DAY));
    const ending = (await typesOf(me.id)).filter((t) => t === 'subscription_ending');
    expect(ending).toHaveLength(1);

    const day11 = new Date(start.getTime() + 11 * DAY);
    await sweepTimedNotifications(day11);
    await sweepTimedNotifications(day11);
    expect((await typesOf(me.id)).filter((t) => t === 'subscription_ended')).toHaveLength(1);
  });

  it('a renewal moves the end: no "ending" for the first period', async () => {
    const me = await createUser('INVESTOR');
    const plan = await createPlan(1000, { durationDays: 10 });
    const start = new Date('2026-02-01T00:00:00Z');
    await fund(me.id, 5000, start);
    await subscribe(me, { planCode: plan, requestId: crypto.randomUUID() }, { now: start });
    await subscribe(me, { planCode: plan, requestId: crypto.randomUUID() }, { now: start });
    await sweepTimedNotifications(new Date(start.getTime() + 8 * DAY));
    expect(await typesOf(me.id)).not.toContain('subscription_ending');
  });

  it('tells the owner when a promotion ended, once, unless a later one extends it', async () => {
    const owner = await createUser('OWNER');
    const ad = await createAd(owner.id);
    const other = await createAd(owner.id);
    const db = await getDb();
    const now = new Date();
    // A real ledger entry for each promotion row (the row requires one).
    const entry = async () =>
      db.transaction(async (tx) => {
        const result = await applyLedgerChange(tx, owner.id, {
          kind: 'top_up',
          amountMinor: 100,
          currency: 'SAR',
          idempotencyKey: crypto.randomUUID(),
          details: { provider: 'sandbox' },
        });
        if (!('entry' in result)) throw new Error('unreachable');
        return result.entry.id;
      });
    const promote = async (advertisementId: string, startsAt: Date, endsAt: Date) =>
      db.insert(schema.promotions).values({
        ownerId: owner.id,
        advertisementId,
        packageCode: 'p',
        days: 1,
        startsAt,
        endsAt,
        priceMinor: 0,
        currency: 'SAR',
        walletEntryId: await entry(),
      });
    await promote(ad.id, new Date(now.getTime() - 2 * DAY), new Date(now.getTime() - DAY));
    await promote(other.id, new Date(now.getTime() - 2 * DAY), new Date(now.getTime() - DAY));
    await promote(other.id, new Date(now.getTime() - DAY), new Date(now.getTime() + DAY));
    expect(await sweepTimedNotifications(now)).toBe(1);
    expect(await sweepTimedNotifications(now)).toBe(0);
    const rows = await db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.userId, owner.id));
    expect(rows.map((row) => row.data)).toEqual([
      { advertisementId: ad.id, advertisementTitle: ad.title },
    ]);
  });
});
