import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POST as sandboxCallback } from '@/app/api/payments/sandbox/callback/route';
import type { PaymentRow } from '@/lib/db/schema';
import {
  completePayment,
  createTopUp,
  getPaymentForUser,
} from '@/features/billing/server/payments';
import { getDisputeState } from '@/features/billing/server/reversals';
import {
  handleSandboxCallback,
  sandboxCheckoutForms,
  sandboxReversalForms,
  type SignedSandboxResult,
} from '@/features/billing/server/sandbox-results';
import { subscribe } from '@/features/billing/server/subscriptions';
import { createPlan, createUser, walletState, type TestUser } from './helpers';

const context = { locale: 'ar' as const, origin: 'http://localhost:3000' };

afterEach(() => vi.unstubAllEnvs());

async function paidSandbox(user: TestUser, amountMinor: number): Promise<PaymentRow> {
  const created = await createTopUp(user, { amountMinor }, context);
  if (created.status !== 'created') throw new Error(created.status);
  const result = await handleSandboxCallback(sandboxCheckoutForms(created.payment).pay);
  if (result.status !== 'credited') throw new Error(result.status);
  return result.payment;
}

/** The forms the checkout page shows for the payment as it is now. */
async function formsFor(user: TestUser, paymentId: string) {
  const payment = (await getPaymentForUser(user, paymentId))!;
  return sandboxReversalForms(payment, await getDisputeState(paymentId));
}

/** Posts a form the way the page's button does, and answers where the browser lands. */
async function post(fields: SignedSandboxResult) {
  const body = new URLSearchParams(
    Object.entries(fields).map(([k, v]) => [k, String(v)]),
  ).toString();
  const response = await sandboxCallback(
    new Request('http://localhost/api/payments/sandbox/callback', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  );
  return { status: response.status, location: response.headers.get('location') };
}

describe('sandbox refunds and disputes (the same reversal code as Stripe)', () => {
  it('a full refund of money already spent restricts the wallet, once', async () => {
    const user = await createUser();
    const plan = await createPlan(99_00);
    const payment = await paidSandbox(user, 100_00);
    await subscribe(user, { planCode: plan, requestId: randomUUID() });
    const [refundAll, refundHalf, openDispute] = await formsFor(user, payment.id);
    expect([refundAll, refundHalf, openDispute].map((f) => [f?.status, f?.amountMinor])).toEqual([
      ['refunded', 100_00],
      ['refunded', 50_00],
      ['disputed', 100_00],
    ]);
    expect(await post(refundAll!)).toEqual({ status: 303, location: '/ar/profile/wallet' });
    expect(await post(refundAll!)).toEqual({ status: 303, location: '/ar/profile/wallet' });
    expect(await walletState(user.id)).toEqual({
      balance: 0,
      owed: 99_00,
      restricted: true,
      sum: 0,
    });
    // Nothing left to refund or dispute.
    expect(await formsFor(user, payment.id)).toEqual([]);
  });

  it('half, then the rest: each refund counts once', async () => {
    const user = await createUser();
    const payment = await paidSandbox(user, 30_01);
    const half = (await formsFor(user, payment.id))[1]!;
    expect(half).toMatchObject({ status: 'refunded', amountMinor: 15_00 });
    await post(half);
    await post(half);
    expect((await walletState(user.id)).balance).toBe(15_01);
    const next = await formsFor(user, payment.id);
    expect(next.map((f) => [f.status, f.amountMinor])).toEqual([
      ['refunded', 30_01],
      ['refunded', 22_50],
      ['disputed', 15_01],
    ]);
    await post(next[0]!);
    expect(await walletState(user.id)).toMatchObject({ balance: 0, owed: 0, sum: 0 });
  });

  it('a dispute opens, then closes won (credited back) or lost (kept)', async () => {
    const user = await createUser();
    const won = await paidSandbox(user, 40_00);
    const lost = await paidSandbox(user, 25_00);
    await post((await formsFor(user, won.id))[2]!);
    await post((await formsFor(user, lost.id))[2]!);
    expect((await walletState(user.id)).balance).toBe(0);
    const open = await formsFor(user, won.id);
    expect(open.map((f) => f.status)).toEqual(['dispute_won', 'dispute_lost']);
    await post(open[0]!);
    await post(open[0]!);
    await post((await formsFor(user, lost.id))[1]!);
    expect(await walletState(user.id)).toMatchObject({ balance: 40_00, sum: 40_00 });
    expect(await getDisputeState(won.id)).toMatchObject({ state: 'closed' });
    // A closed dispute offers refunds of what is left, and no second dispute.
    expect((await formsFor(user, won.id)).map((f) => f.status)).toEqual(['refunded', 'refunded']);
  });

  it('a held sandbox payment stays held until given back, and leaves the wallet alone', async () => {
    vi.stubEnv('WALLET_TOP_UP_MAX', '50');
    vi.stubEnv('WALLET_MAX_BALANCE', '50');
    const user = await createUser();
    const first = await createTopUp(user, { amountMinor: 50_00 }, context);
    const second = await createTopUp(user, { amountMinor: 50_00 }, context);
    if (first.status !== 'created' || second.status !== 'created') throw new Error('not created');
    expect((await handleSandboxCallback(sandboxCheckoutForms(first.payment).pay)).status).toBe(
      'credited',
    );
    const held = await post(sandboxCheckoutForms(second.payment).pay);
    expect(held.location).toBe(`/ar/profile/wallet?payment=${second.payment.id}`);
    expect((await getPaymentForUser(user, second.payment.id))?.status).toBe('held');
    const forms = await formsFor(user, second.payment.id);
    expect(forms.map((f) => [f.status, f.amountMinor])).toEqual([['refunded', 50_00]]);
    await post(forms[0]!);
    expect(await getPaymentForUser(user, second.payment.id)).toMatchObject({
      status: 'refunded',
      refundedMinor: 50_00,
    });
    expect(await walletState(user.id)).toMatchObject({ balance: 50_00, owed: 0, sum: 50_00 });
  });

  it('a tampered result is refused before anything moves', async () => {
    const user = await createUser();
    const payment = await paidSandbox(user, 20_00);
    const [refund] = await formsFor(user, payment.id);
    for (const forged of [
      { ...refund!, amountMinor: 10_00 },
      { ...refund!, status: 'dispute_won' as const },
      { ...refund!, paymentId: randomUUID() },
    ]) {
      expect((await post(forged)).status).toBe(401);
    }
    expect(await handleSandboxCallback({ ...refund!, status: 'chargeback' })).toEqual({
      status: 'rejected',
      reason: 'malformed',
    });
    // A Stripe payment is out of the sandbox's reach.
    expect(
      await completePayment({ paymentId: payment.id, provider: 'stripe', outcome: 'succeeded' }),
    ).toEqual({ status: 'not_found' });
    expect((await walletState(user.id)).balance).toBe(20_00);
  });
});
