import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, USER_COOKIE } from '@/lib/auth/cookies';
import { decideAccess } from '@/lib/auth/guards';
import { getAuthSecret, inspectUserCookie } from '@/lib/auth/user-cookie';
import { getDb, schema } from '@/lib/db';
import {
  createSession,
  createUserCookie,
  getFreshUserCookie,
  toPublicUser,
} from '@/lib/auth/sessions';
import { getSubscriptionStatus } from '@/lib/auth/subscription-status';
import { getSubscriptionOverview, subscribe } from '@/features/billing/server/subscriptions';
import { getWalletSummary } from '@/features/billing/server/wallet';
import proxy from '@/proxy';
import { createPlan, createUser, ensurePlans, fund, ledgerOf } from './helpers';

const DAY = 24 * 60 * 60 * 1000;

async function userRow(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(schema.users).where(eq(schema.users.id, id));
  return row!;
}

beforeAll(ensurePlans);

describe('subscriptions', () => {
  it('debits the wallet, starts the period and sets subscribed_until in one go', async () => {
    const user = await createUser();
    await fund(user.id, 150_00);
    const now = new Date();
    const result = await subscribe(
      user,
      { planCode: 'investor-monthly', requestId: randomUUID() },
      { now },
    );
    expect(result).toMatchObject({ status: 'subscribed', balanceMinor: 51_00, duplicate: false });
    if (result.status !== 'subscribed') return;
    expect(result.subscription.startsAt).toEqual(now);
    expect(result.subscription.endsAt).toEqual(new Date(now.getTime() + 30 * DAY));
    const row = await userRow(user.id);
    expect(row.subscribedUntil).toEqual(result.subscribedUntil);
    expect((await getSubscriptionStatus(row)).isSubscribed).toBe(true);
    const overview = await getSubscriptionOverview(user.id);
    expect(overview.current?.planCode).toBe('investor-monthly');
    expect(overview.activeUntil).toEqual(result.subscribedUntil);
  });

  it('the same request charges once', async () => {
    const user = await createUser();
    await fund(user.id, 300_00);
    const requestId = randomUUID();
    const input = { planCode: 'investor-monthly', requestId };
    const [a, b] = await Promise.all([subscribe(user, input), subscribe(user, input)]);
    expect([a.status, b.status]).toEqual(['subscribed', 'subscribed']);
    expect((await getWalletSummary(user.id)).balanceMinor).toBe(201_00);
    const again = await subscribe(user, input);
    expect(again).toMatchObject({ status: 'subscribed', duplicate: true });
    expect((await ledgerOf(user.id)).entries).toHaveLength(2);
  });

  it('charges only the price the member confirmed; a retry of a made purchase still answers it', async () => {
    const user = await createUser();
    await fund(user.id, 300_00);
    const code = await createPlan(40_00);
    const db = await getDb();
    const reprice = (priceMinor: number) =>
      db.update(schema.plans).set({ priceMinor }).where(eq(schema.plans.code, code));
    // Confirmed at 40, repriced to 60 before the click arrives: nothing charged.
    await reprice(60_00);
    const stale = await subscribe(user, {
      planCode: code,
      requestId: randomUUID(),
      expectedPriceMinor: 40_00,
    });
    expect(stale).toEqual({ status: 'price_changed', priceMinor: 60_00 });
    expect((await getWalletSummary(user.id)).balanceMinor).toBe(300_00);
    // Confirmed again at the new price: charged once, at that price.
    const input = { planCode: code, requestId: randomUUID(), expectedPriceMinor: 60_00 };
    expect(await subscribe(user, input)).toMatchObject({ status: 'subscribed' });
    expect((await getWalletSummary(user.id)).balanceMinor).toBe(240_00);
    // Repriced after the purchase: the retried request is the same purchase, not a refusal.
    await reprice(70_00);
    expect(await subscribe(user, input)).toMatchObject({ status: 'subscribed', duplicate: true });
    expect((await getWalletSummary(user.id)).balanceMinor).toBe(240_00);
  });

  it('renews from the current end while active, from now once expired', async () => {
    const user = await createUser();
    await fund(user.id, 1_000_00);
    const t0 = new Date('2026-01-01T00:00:00Z');
    const first = await subscribe(
      user,
      { planCode: 'investor-monthly', requestId: randomUUID() },
      { now: t0 },
    );
    const t1 = new Date(t0.getTime() + 10 * DAY);
    const renewal = await subscribe(
      user,
      { planCode: 'investor-quarterly', requestId: randomUUID() },
      { now: t1 },
    );
    if (first.status !== 'subscribed' || renewal.status !== 'subscribed') throw new Error('failed');
    expect(renewal.subscription.startsAt).toEqual(first.subscription.endsAt);
    expect(renewal.subscribedUntil).toEqual(new Date(t0.getTime() + 120 * DAY));
    const overview = await getSubscriptionOverview(user.id, t1);
    expect(overview.current?.planCode).toBe('investor-monthly');
    expect(overview.upcoming.map((s) => s.planCode)).toEqual(['investor-quarterly']);
    expect(overview.activeUntil).toEqual(renewal.subscribedUntil);

    const late = new Date(t0.getTime() + 200 * DAY);
    expect((await getSubscriptionStatus(await userRow(user.id), late)).isSubscribed).toBe(false);
    expect((await getSubscriptionOverview(user.id, late)).current).toBeNull();
    const fresh = await subscribe(
      user,
      { planCode: 'investor-monthly', requestId: randomUUID() },
      { now: late },
    );
    if (fresh.status !== 'subscribed') throw new Error('failed');
    expect(fresh.subscription.startsAt).toEqual(late);
  });

  it('too little balance changes nothing and says how much is missing', async () => {
    const user = await createUser();
    await fund(user.id, 40_00);
    const result = await subscribe(user, { planCode: 'investor-monthly', requestId: randomUUID() });
    expect(result).toEqual({
      status: 'insufficient',
      priceMinor: 99_00,
      balanceMinor: 40_00,
      missingMinor: 59_00,
    });
    expect((await userRow(user.id)).subscribedUntil).toBeNull();
    expect((await getWalletSummary(user.id)).balanceMinor).toBe(40_00);
    expect((await getSubscriptionOverview(user.id)).current).toBeNull();
  });

  it('plans of the other audience, inactive or unknown plans cannot be bought', async () => {
    const investor = await createUser('INVESTOR');
    const owner = await createUser('OWNER');
    await fund(investor.id, 500_00);
    await fund(owner.id, 500_00);
    const id = randomUUID();
    expect((await subscribe(investor, { planCode: 'owner-starter', requestId: id })).status).toBe(
      'unknown_plan',
    );
    expect((await subscribe(owner, { planCode: 'investor-monthly', requestId: id })).status).toBe(
      'unknown_plan',
    );
    expect((await subscribe(owner, { planCode: 'nope', requestId: id })).status).toBe(
      'unknown_plan',
    );
    const code = await createPlan(10_00);
    const db = await getDb();
    await db.update(schema.plans).set({ active: false }).where(eq(schema.plans.code, code));
    expect((await subscribe(investor, { planCode: code, requestId: id })).status).toBe(
      'unknown_plan',
    );
    expect((await subscribe(owner, { planCode: 'owner-starter', requestId: id })).status).toBe(
      'subscribed',
    );
    expect((await getWalletSummary(investor.id)).balanceMinor).toBe(500_00);
  });
});

describe('expiry: the services and the proxy agree, with no job', () => {
  function request(path: string, cookies: Record<string, string>) {
    return new NextRequest(`http://localhost${path}`, {
      headers: {
        cookie: Object.entries(cookies)
          .map(([k, v]) => `${k}=${v}`)
          .join('; '),
      },
    });
  }

  it('a subscription past its end stops counting at the next request', async () => {
    const user = await createUser();
    await fund(user.id, 200_00);
    const session = await createSession(user.id);
    const code = await createPlan(20_00, { durationDays: 1 });
    // Bought two days ago for one day: it ended yesterday.
    const bought = new Date(Date.now() - 2 * DAY);
    const result = await subscribe(
      user,
      { planCode: code, requestId: randomUUID() },
      { now: bought },
    );
    expect(result.status).toBe('subscribed');
    const row = await userRow(user.id);
    expect((await getSubscriptionStatus(row)).isSubscribed).toBe(false);

    // The cookie signed while it ran says "subscribed" but expires with the subscription...
    const old = await createUserCookie(
      toPublicUser(row),
      session,
      new Date(bought.getTime() + 1000),
    );
    expect(old.data.isSubscribed).toBe(true);
    expect(old.data.exp).toBe(Math.floor(row.subscribedUntil!.getTime() / 1000));
    expect(inspectUserCookie(old.value, getAuthSecret()).status).toBe('expired');
    // ...so the proxy re-reads the session and sends the investor to the plans.
    const blocked = await proxy(
      request('/en/investments', { [SESSION_COOKIE]: session.token, [USER_COOKIE]: old.value }),
    );
    expect(blocked.status).toBe(307);
    expect(blocked.headers.get('location')).toContain(
      '/en/profile/plans?reason=subscription_required',
    );
    const reissued = blocked.cookies.get(USER_COOKIE)?.value;
    expect(inspectUserCookie(reissued, getAuthSecret())).toMatchObject({
      status: 'valid',
      data: { isSubscribed: false },
    });

    // Subscribing again now: a fresh cookie (what refreshUserCookie sets) lets the next request in.
    const renewed = await subscribe(user, {
      planCode: 'investor-monthly',
      requestId: randomUUID(),
    });
    expect(renewed.status).toBe('subscribed');
    const fresh = await getFreshUserCookie(session.token);
    expect(fresh?.data.isSubscribed).toBe(true);
    expect(decideAccess({ pathname: '/investments', locale: 'en', user: fresh!.data })).toEqual({
      type: 'allow',
    });
    const allowed = await proxy(
      request('/en/investments', { [SESSION_COOKIE]: session.token, [USER_COOKIE]: fresh!.value }),
    );
    expect(allowed.headers.get('location')).toBeNull();
    expect(allowed.status).toBe(200);
  });
});
