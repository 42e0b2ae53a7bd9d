import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb, schema } from '@/lib/db';
import { getPaymentForUser } from '@/features/billing/server/payments';
import { promote } from '@/features/billing/server/promotions';
import { subscribe } from '@/features/billing/server/subscriptions';
import { listWalletHistory } from '@/features/billing/server/wallet';
import {
  createAd,
  createPlan,
  createUser,
  fund,
  ledgerOf,
  walletState,
  type TestUser,
} from './helpers';
import {
  chargeRefunded,
  checkoutCompleted,
  configureStripe,
  deliver,
  dispute,
  pendingStripePayment,
  type StripePayment,
} from './stripe-helpers';

beforeEach(configureStripe);
afterEach(() => vi.unstubAllEnvs());

/** A Stripe top-up paid and credited through the webhook (its PaymentIntent is stored then). */
async function paidStripe(user: TestUser, amountMinor: number): Promise<StripePayment> {
  const payment = await pendingStripePayment(user.id, amountMinor);
  const response = await deliver(checkoutCompleted(payment));
  expect(await response.json()).toEqual({ received: true, status: 'credited' });
  return payment;
}

async function status(payload: string) {
  const response = await deliver(payload);
  return { code: response.status, body: (await response.json()) as { status: string } };
}

/** The invariants after every step: never negative, entries add up, owed only on an empty wallet. */
async function expectConsistent(userId: string) {
  const state = await walletState(userId);
  expect(state.balance).toBeGreaterThanOrEqual(0);
  expect(state.sum).toBe(state.balance);
  expect(state.restricted).toBe(state.owed > 0);
  if (state.owed > 0) expect(state.balance).toBe(0);
  return state;
}

async function reversalsOf(paymentId: string) {
  const db = await getDb();
  return db
    .select()
    .from(schema.paymentReversals)
    .where(eq(schema.paymentReversals.paymentId, paymentId));
}

describe('Stripe refunds', () => {
  it('a full refund takes the top-up back once, however often it is delivered', async () => {
    const user = await createUser();
    await fund(user.id, 20_00);
    const payment = await paidStripe(user, 150_00);
    expect(await getPaymentForUser(user, payment.id)).toMatchObject({
      providerPaymentRef: payment.paymentIntent,
    });
    const refund = chargeRefunded(payment, 150_00);
    expect(await status(refund)).toEqual({
      code: 200,
      body: { received: true, status: 'applied' },
    });
    expect((await status(refund)).body.status).toBe('duplicate');
    expect(await expectConsistent(user.id)).toMatchObject({ balance: 20_00, owed: 0 });
    const ledger = await ledgerOf(user.id);
    expect(ledger.entries.at(-1)).toEqual({ amount: -150_00, after: 20_00 });
    expect(await reversalsOf(payment.id)).toMatchObject([
      {
        kind: 'refund',
        amountMinor: 150_00,
        balanceChangeMinor: -150_00,
        owedChangeMinor: 0,
        idempotencyKey: `refund:${payment.charge}:15000`,
      },
    ]);
    expect((await getPaymentForUser(user, payment.id))?.refundedMinor).toBe(150_00);
  });

  it('two partial refunds count what is new each time, in any order, replays included', async () => {
    const user = await createUser();
    const payment = await paidStripe(user, 100_00);
    const first = chargeRefunded(payment, 30_00);
    const second = chargeRefunded(payment, 100_00);
    expect((await status(first)).body.status).toBe('applied');
    expect((await expectConsistent(user.id)).balance).toBe(70_00);
    expect((await status(second)).body.status).toBe('applied');
    expect((await expectConsistent(user.id)).balance).toBe(0);
    // The first event again, late: its total is behind what was counted.
    expect((await status(first)).body.status).toBe('duplicate');
    expect((await status(second)).body.status).toBe('duplicate');
    expect((await ledgerOf(user.id)).entries.map((e) => e.amount)).toEqual([
      100_00, -30_00, -70_00,
    ]);

    // Out of order from the start: the later total first, then the earlier one adds nothing.
    const other = await paidStripe(user, 80_00);
    expect((await status(chargeRefunded(other, 50_00))).body.status).toBe('applied');
    expect((await status(chargeRefunded(other, 20_00))).body.status).toBe('duplicate');
    expect((await expectConsistent(user.id)).balance).toBe(30_00);
  });

  it('is found by the metadata when the charge does not name the intent', async () => {
    const user = await createUser();
    const payment = await paidStripe(user, 40_00);
    const body = (await status(chargeRefunded(payment, 10_00, { withIntent: false }))).body;
    expect(body.status).toBe('applied');
    expect((await expectConsistent(user.id)).balance).toBe(30_00);
  });

  it('a refund before the completion asks Stripe to retry; unknown charges are ignored', async () => {
    const user = await createUser();
    const payment = await pendingStripePayment(user.id, 60_00);
    expect(await status(chargeRefunded(payment, 60_00))).toEqual({
      code: 503,
      body: { received: false, status: 'retry' },
    });
    const stranger = { ...payment, id: randomUUID(), paymentIntent: 'pi_unknown' };
    expect((await status(chargeRefunded(stranger, 60_00))).body.status).toBe('not_found');
    // A forged signature changes nothing.
    expect((await deliver(chargeRefunded(payment, 60_00), 'whsec_forged')).status).toBe(400);
    expect((await expectConsistent(user.id)).balance).toBe(0);
  });
});

describe('Stripe disputes', () => {
  it('opening debits the disputed amount once; winning credits it back once', async () => {
    const user = await createUser();
    const payment = await paidStripe(user, 90_00);
    const id = `dp_${randomUUID()}`;
    const opened = dispute(payment, 'charge.dispute.created', id, 90_00, 'needs_response');
    expect((await status(opened)).body.status).toBe('applied');
    expect((await status(opened)).body.status).toBe('duplicate');
    expect((await expectConsistent(user.id)).balance).toBe(0);
    const won = dispute(payment, 'charge.dispute.closed', id, 90_00, 'won');
    expect((await status(won)).body.status).toBe('applied');
    expect((await status(won)).body.status).toBe('duplicate');
    expect((await expectConsistent(user.id)).balance).toBe(90_00);
    expect((await ledgerOf(user.id)).entries.map((e) => e.amount)).toEqual([90_00, -90_00, 90_00]);
    expect((await reversalsOf(payment.id)).map((r) => r.kind).sort()).toEqual([
      'dispute',
      'dispute_won',
    ]);
  });

  it('a lost dispute keeps the money out; a close before its opening still takes it once', async () => {
    const user = await createUser();
    await fund(user.id, 10_00);
    const payment = await paidStripe(user, 50_00);
    const id = `dp_${randomUUID()}`;
    const lost = dispute(payment, 'charge.dispute.closed', id, 50_00, 'lost');
    expect((await status(lost)).body.status).toBe('applied');
    // The opening arrives late: already applied by the close.
    const opened = dispute(payment, 'charge.dispute.created', id, 50_00, 'needs_response');
    expect((await status(opened)).body.status).toBe('duplicate');
    expect((await status(lost)).body.status).toBe('duplicate');
    expect((await expectConsistent(user.id)).balance).toBe(10_00);
    const history = await listWalletHistory(user.id);
    expect(history.items.map((i) => [i.source, i.kind, i.status])).toEqual(
      expect.arrayContaining([
        ['entry', 'dispute', 'succeeded'],
        ['reversal', 'dispute_lost', 'lost'],
      ]),
    );
  });
});

describe('reversals below zero restrict the wallet', () => {
  it('owes what the balance cannot cover, refuses purchases, and top-ups repay it', async () => {
    const owner = await createUser('OWNER');
    const ad = await createAd(owner.id);
    const plan = await createPlan(99_00, { audience: 'OWNER' });
    const payment = await paidStripe(owner, 100_00);
    expect((await subscribe(owner, { planCode: plan, requestId: randomUUID() })).status).toBe(
      'subscribed',
    );
    // The whole top-up is refunded after 99 of it were spent.
    expect((await status(chargeRefunded(payment, 100_00))).body.status).toBe('applied');
    expect(await expectConsistent(owner.id)).toMatchObject({
      balance: 0,
      owed: 99_00,
      restricted: true,
    });
    expect(await reversalsOf(payment.id)).toMatchObject([
      { kind: 'refund', amountMinor: 100_00, balanceChangeMinor: -1_00, owedChangeMinor: 99_00 },
    ]);
    const db = await getDb();
    const notices = await db
      .select()
      .from(schema.notifications)
      .where(
        and(
          eq(schema.notifications.userId, owner.id),
          eq(schema.notifications.type, 'wallet_restricted'),
        ),
      );
    expect(notices.map((n) => n.data)).toEqual([{ owedMinor: 99_00, currency: 'SAR' }]);

    expect(await subscribe(owner, { planCode: plan, requestId: randomUUID() })).toEqual({
      status: 'restricted',
      owedMinor: 99_00,
    });
    const week = { advertisementId: ad.id, packageCode: 'week', requestId: randomUUID() };
    expect(await promote(owner, week)).toEqual({ status: 'restricted', owedMinor: 99_00 });

    // A top-up smaller than the debt goes entirely to it: still restricted.
    await fund(owner.id, 50_00);
    expect(await expectConsistent(owner.id)).toMatchObject({ balance: 0, owed: 49_00 });
    expect((await promote(owner, { ...week, requestId: randomUUID() })).status).toBe('restricted');
    // The next one repays the rest and lifts the restriction.
    await fund(owner.id, 100_00);
    expect(await expectConsistent(owner.id)).toMatchObject({
      balance: 51_00,
      owed: 0,
      restricted: false,
    });
    expect((await promote(owner, { ...week, requestId: randomUUID() })).status).toBe('promoted');
    const kinds = (await listWalletHistory(owner.id, { pageSize: 20 })).items.map((i) => i.kind);
    expect(kinds.filter((k) => k === 'repayment')).toHaveLength(2);
    await expectConsistent(owner.id);
  });

  it('a refund on an empty wallet is all owed and still recorded once', async () => {
    const user = await createUser();
    const plan = await createPlan(60_00);
    const payment = await paidStripe(user, 60_00);
    await subscribe(user, { planCode: plan, requestId: randomUUID() });
    const refund = chargeRefunded(payment, 60_00);
    expect((await status(refund)).body.status).toBe('applied');
    expect((await status(refund)).body.status).toBe('duplicate');
    expect(await expectConsistent(user.id)).toMatchObject({ balance: 0, owed: 60_00 });
    const [row] = await reversalsOf(payment.id);
    expect(row).toMatchObject({
      balanceChangeMinor: 0,
      owedChangeMinor: 60_00,
      walletEntryId: null,
    });
    const history = await listWalletHistory(user.id);
    expect(history.items[0]).toMatchObject({
      source: 'reversal',
      kind: 'refund',
      amountMinor: -60_00,
      details: { owedMinor: 60_00 },
    });
  });

  it('a won dispute repays what is owed before it reaches the balance', async () => {
    const user = await createUser();
    const plan = await createPlan(70_00);
    const payment = await paidStripe(user, 80_00);
    await subscribe(user, { planCode: plan, requestId: randomUUID() });
    const id = `dp_${randomUUID()}`;
    await status(dispute(payment, 'charge.dispute.created', id, 80_00, 'needs_response'));
    expect(await expectConsistent(user.id)).toMatchObject({ balance: 0, owed: 70_00 });
    await status(dispute(payment, 'charge.dispute.closed', id, 80_00, 'won'));
    expect(await expectConsistent(user.id)).toMatchObject({
      balance: 10_00,
      owed: 0,
      restricted: false,
    });
  });

  it('a won dispute never lifts the balance over the ceiling: the rest is held', async () => {
    vi.stubEnv('WALLET_TOP_UP_MAX', '100');
    vi.stubEnv('WALLET_MAX_BALANCE', '100');
    const user = await createUser();
    const payment = await paidStripe(user, 100_00);
    const id = `dp_${randomUUID()}`;
    await status(dispute(payment, 'charge.dispute.created', id, 100_00, 'needs_response'));
    // The freed room is filled again while the dispute runs.
    await fund(user.id, 70_00);
    await status(dispute(payment, 'charge.dispute.closed', id, 100_00, 'won'));
    expect(await expectConsistent(user.id)).toMatchObject({ balance: 100_00, owed: 0 });
    const won = (await reversalsOf(payment.id)).find((r) => r.kind === 'dispute_won');
    expect(won).toMatchObject({ amountMinor: 100_00, balanceChangeMinor: 30_00, heldMinor: 70_00 });
  });
});
