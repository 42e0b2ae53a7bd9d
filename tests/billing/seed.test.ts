import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb, schema } from '@/lib/db';
import { getSubscriptionStatus } from '@/lib/auth/subscription-status';
import { listPlans } from '@/features/billing/server/plans';
import { getCurrentPlan } from '@/features/billing/server/subscriptions';
import { listWalletHistory } from '@/features/billing/server/wallet';
import { DEMO_SUBSCRIBER, SEED_PLANS, seedBillingDemo, seedPlans } from '@/lib/seed/billing';
import { ledgerOf } from './helpers';

describe('billing seed', () => {
  it('seeds the plans of both audiences once, by code', async () => {
    await seedPlans();
    await seedPlans();
    const investor = await listPlans('INVESTOR');
    const owner = await listPlans('OWNER');
    const seeded = (codes: string[]) => codes.filter((c) => SEED_PLANS.some((p) => p.code === c));
    expect(seeded(investor.map((p) => p.code))).toEqual([
      'investor-monthly',
      'investor-quarterly',
      'investor-yearly',
    ]);
    expect(seeded(owner.map((p) => p.code))).toEqual([
      'owner-starter',
      'owner-business',
      'owner-business-yearly',
    ]);
    for (const plan of [...investor, ...owner]) {
      expect(plan.features.en.length).toBe(plan.features.ar.length);
      expect(plan.name.ar).not.toBe('');
    }
  });

  it('gives the demo subscriber a running subscription and some history, idempotently', async () => {
    await seedPlans();
    await seedBillingDemo('not-a-real-hash');
    await seedBillingDemo('not-a-real-hash');
    const db = await getDb();
    const [user] = await db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, DEMO_SUBSCRIBER.email));
    expect(user).toBeDefined();
    expect((await getSubscriptionStatus(user!)).isSubscribed).toBe(true);
    expect((await getCurrentPlan(user!.id))?.code).toBe('investor-monthly');
    const history = await listWalletHistory(user!.id);
    expect(history.items.map((i) => [i.kind, i.status, i.amountMinor])).toEqual([
      ['subscription', 'succeeded', -99_00],
      ['top_up', 'failed', 200_00],
      ['top_up', 'succeeded', 500_00],
    ]);
    expect((await ledgerOf(user!.id)).balance).toBe(401_00);
  });
});
