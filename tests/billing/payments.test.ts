import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POST as sandboxCallback } from '@/app/api/payments/sandbox/callback/route';
import { POST as stripeWebhook } from '@/app/api/payments/stripe/webhook/route';
import { getBillingLimits } from '@/features/billing/limits';
import { getDb, schema } from '@/lib/db';
import { signSandboxCallback } from '@/features/billing/server/gateways/sandbox';
import { getGatewayProvider } from '@/features/billing/server/gateways';
import { createTopUp, getPaymentForUser } from '@/features/billing/server/payments';
import {
  handleSandboxCallback,
  sandboxCheckoutForms,
} from '@/features/billing/server/sandbox-results';
import { getWalletSummary, listWalletHistory } from '@/features/billing/server/wallet';
import { createUser, fund, ledgerOf, type TestUser } from './helpers';

const context = { locale: 'en' as const, origin: 'http://localhost:3000' };

async function pendingTopUp(user: TestUser, amountMinor = 50_00) {
  const result = await createTopUp(user, { amountMinor }, context);
  if (result.status !== 'created') throw new Error(result.status);
  return result;
}

function post(url: string, body: string, headers: Record<string, string>) {
  return new Request(url, { method: 'POST', body, headers });
}

afterEach(() => vi.unstubAllEnvs());

describe('top-ups', () => {
  it('are limited: minimum, maximum per top-up, maximum balance', async () => {
    const user = await createUser();
    const limits = getBillingLimits();
    expect(limits).toMatchObject({
      topUpMinMinor: 10_00,
      topUpMaxMinor: 50_000_00,
      maxBalanceMinor: 200_000_00,
    });
    const out = { status: 'out_of_range', minMinor: 10_00, maxMinor: 50_000_00 };
    expect(await createTopUp(user, { amountMinor: 9_99 }, context)).toEqual(out);
    expect(await createTopUp(user, { amountMinor: 50_000_01 }, context)).toEqual(out);
    await fund(user.id, 50_000_00);
    await fund(user.id, 50_000_00);
    await fund(user.id, 50_000_00);
    await fund(user.id, 40_000_00);
    // 190,000 SAR: only 10,000 more fit under the 200,000 ceiling.
    expect(await createTopUp(user, { amountMinor: 10_000_01 }, context)).toMatchObject({
      maxMinor: 10_000_00,
    });
    expect((await createTopUp(user, { amountMinor: 10_000_00 }, context)).status).toBe('created');
  });

  it('the limits come from the environment, with defaults for nonsense', () => {
    expect(
      getBillingLimits({
        WALLET_TOP_UP_MIN: '5',
        WALLET_TOP_UP_MAX: '1000.50',
        WALLET_MAX_BALANCE: 'x',
        PROMOTION_PACKAGES: '3:10,10:25',
      }),
    ).toMatchObject({
      topUpMinMinor: 5_00,
      topUpMaxMinor: 1_000_50,
      maxBalanceMinor: 200_000_00,
      promotionPackages: [
        { code: 'days-3', days: 3, priceMinor: 10_00 },
        { code: 'days-10', days: 10, priceMinor: 25_00 },
      ],
    });
  });

  it('creates a pending sandbox payment that leads to the local checkout', async () => {
    const user = await createUser();
    const { payment, redirectUrl } = await pendingTopUp(user);
    expect(payment).toMatchObject({
      status: 'pending',
      provider: 'sandbox',
      amountMinor: 50_00,
      userId: user.id,
    });
    expect(redirectUrl).toBe(`/en/checkout/${payment.id}`);
    expect((await getWalletSummary(user.id)).balanceMinor).toBe(0);
  });

  it("another user's payment cannot be reached by its id", async () => {
    const owner = await createUser();
    const other = await createUser();
    const { payment } = await pendingTopUp(owner);
    expect(await getPaymentForUser(owner, payment.id)).not.toBeNull();
    expect(await getPaymentForUser(other, payment.id)).toBeNull();
    expect(await getPaymentForUser(other, 'not-a-uuid')).toBeNull();
    expect(await getPaymentForUser(other, randomUUID())).toBeNull();
  });

  it('picks Stripe only when it is configured', () => {
    expect(getGatewayProvider({} as NodeJS.ProcessEnv)).toBe('sandbox');
    expect(getGatewayProvider({ STRIPE_SECRET_KEY: 'sk' } as unknown as NodeJS.ProcessEnv)).toBe(
      'sandbox',
    );
    expect(
      getGatewayProvider({
        STRIPE_SECRET_KEY: 'sk',
        STRIPE_WEBHOOK_SECRET: 'wh',
      } as unknown as NodeJS.ProcessEnv),
    ).toBe('stripe');
    expect(
      getGatewayProvider({
        PAYMENTS_GATEWAY: 'sandbox',
        STRIPE_SECRET_KEY: 'sk',
        STRIPE_WEBHOOK_SECRET: 'wh',
      } as unknown as NodeJS.ProcessEnv),
    ).toBe('sandbox');
  });
});

describe('sandbox callbacks', () => {
  it('credit once however often they arrive, and land the user on the wallet', async () => {
    const user = await createUser();
    const { payment } = await pendingTopUp(user, 75_00);
    const { pay } = sandboxCheckoutForms(payment);
    const form = new URLSearchParams(
      Object.entries(pay).map(([k, v]) => [k, String(v)]),
    ).toString();
    const send = () =>
      sandboxCallback(
        post('http://localhost/api/payments/sandbox/callback', form, {
          'content-type': 'application/x-www-form-urlencoded',
        }),
      );
    const responses = await Promise.all([send(), send(), send()]);
    for (const response of responses) {
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(`/en/profile/wallet?payment=${payment.id}`);
    }
    expect((await send()).status).toBe(303);
    expect((await getWalletSummary(user.id)).balanceMinor).toBe(75_00);
    expect((await ledgerOf(user.id)).entries).toEqual([{ amount: 75_00, after: 75_00 }]);
    expect((await getPaymentForUser(user, payment.id))?.status).toBe('succeeded');
  });

  it('refuse bad signatures before anything is settled', async () => {
    const user = await createUser();
    const { payment } = await pendingTopUp(user, 20_00);
    const { pay } = sandboxCheckoutForms(payment);
    const cases: Record<string, unknown>[] = [
      { ...pay, amountMinor: 20_000_00 },
      { ...pay, signature: signSandboxCallback({ ...pay }, 'another-secret') },
      { ...pay, signature: pay.signature.slice(0, -1) },
      { ...pay, signature: '' },
      { ...pay, paymentId: randomUUID() },
    ];
    for (const fields of cases) {
      const response = await sandboxCallback(
        post('http://localhost/api/payments/sandbox/callback', JSON.stringify(fields), {
          'content-type': 'application/json',
        }),
      );
      expect(response.status).toBe(401);
    }
    const stale = sandboxCheckoutForms(payment, new Date(Date.now() - 2 * 60 * 60 * 1000)).pay;
    expect(await handleSandboxCallback(stale)).toEqual({ status: 'rejected', reason: 'stale' });
    expect(await handleSandboxCallback({ paymentId: payment.id })).toMatchObject({
      reason: 'malformed',
    });
    expect((await getPaymentForUser(user, payment.id))?.status).toBe('pending');
    expect((await getWalletSummary(user.id)).balanceMinor).toBe(0);
  });

  it('a failed payment credits nothing, stays failed, and shows in the history', async () => {
    const user = await createUser();
    const { payment } = await pendingTopUp(user, 30_00);
    const { pay, fail } = sandboxCheckoutForms(payment);
    expect(await handleSandboxCallback(fail)).toMatchObject({ status: 'failed' });
    expect(await handleSandboxCallback(pay)).toMatchObject({ status: 'already_settled' });
    expect((await getWalletSummary(user.id)).balanceMinor).toBe(0);
    const abandoned = await pendingTopUp(user, 40_00);
    const history = await listWalletHistory(user.id);
    expect(history.items.map((i) => [i.status, i.amountMinor, i.id])).toEqual([
      ['pending', 40_00, abandoned.payment.id],
      ['failed', 30_00, payment.id],
    ]);
  });
});

describe('stripe webhook', () => {
  const secret = 'whsec_test_secret';
  const stripe = new Stripe('sk_test_not_used');

  async function stripePayment(userId: string, amountMinor: number) {
    const db = await getDb();
    const [payment] = await db
      .insert(schema.payments)
      .values({
        userId,
        provider: 'stripe',
        providerRef: `cs_test_${randomUUID()}`,
        amountMinor,
        currency: 'SAR',
      })
      .returning();
    return payment!;
  }

  function event(
    type: string,
    payment: { id: string; providerRef: string | null; amountMinor: number },
    paid = true,
  ) {
    return JSON.stringify({
      id: `evt_${randomUUID()}`,
      object: 'event',
      type,
      data: {
        object: {
          id: payment.providerRef,
          object: 'checkout.session',
          client_reference_id: payment.id,
          metadata: { paymentId: payment.id },
          payment_status: paid ? 'paid' : 'unpaid',
          amount_total: payment.amountMinor,
          currency: 'sar',
        },
      },
    });
  }

  function deliver(payload: string, signingSecret = secret) {
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: signingSecret });
    return stripeWebhook(
      post('http://localhost/api/payments/stripe/webhook', payload, { 'stripe-signature': header }),
    );
  }

  it('credits a completed checkout once and refuses forged events', async () => {
    vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_not_used');
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', secret);
    const user = await createUser();
    const payment = await stripePayment(user.id, 120_00);
    const payload = event('checkout.session.completed', payment);

    expect((await deliver(payload, 'whsec_forged')).status).toBe(400);
    const unsigned = await stripeWebhook(post('http://localhost/x', payload, {}));
    expect(unsigned.status).toBe(400);
    expect((await getWalletSummary(user.id)).balanceMinor).toBe(0);

    const results = await Promise.all([deliver(payload), deliver(payload)]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect((await deliver(payload)).status).toBe(200);
    expect((await getWalletSummary(user.id)).balanceMinor).toBe(120_00);
    expect((await ledgerOf(user.id)).entries).toHaveLength(1);

    // An unpaid completion settles nothing; an expired session fails the payment.
    const other = await stripePayment(user.id, 60_00);
    await deliver(event('checkout.session.completed', other, false));
    expect((await getPaymentForUser(user, other.id))?.status).toBe('pending');
    await deliver(event('checkout.session.expired', other, false));
    expect((await getPaymentForUser(user, other.id))?.status).toBe('failed');
    expect((await getWalletSummary(user.id)).balanceMinor).toBe(120_00);
  });

  it('is not reachable while Stripe is not configured', async () => {
    vi.stubEnv('STRIPE_SECRET_KEY', '');
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', '');
    const response = await stripeWebhook(post('http://localhost/x', '{}', {}));
    expect(response.status).toBe(404);
  });

  it('a sandbox callback cannot settle a Stripe payment', async () => {
    const user = await createUser();
    const payment = await stripePayment(user.id, 10_00);
    const forms = sandboxCheckoutForms(payment);
    expect(await handleSandboxCallback(forms.pay)).toEqual({ status: 'not_found' });
    const db = await getDb();
    const [row] = await db.select().from(schema.payments).where(eq(schema.payments.id, payment.id));
    expect(row?.status).toBe('pending');
  });
});
