import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDb, schema } from '@/lib/db';
import type { PaymentRow } from '@/lib/db/schema';
import { getStripe } from '@/features/billing/server/gateways/stripe';
import {
  completePayment,
  createTopUp,
  getPaymentForUser,
} from '@/features/billing/server/payments';
import {
  handleSandboxCallback,
  sandboxCheckoutForms,
} from '@/features/billing/server/sandbox-results';
import { listWalletHistory } from '@/features/billing/server/wallet';
import { createUser, ledgerOf, walletState } from './helpers';
import {
  chargeRefunded,
  checkoutCompleted,
  configureStripe,
  deliver,
  pendingStripePayment,
} from './stripe-helpers';

const context = { locale: 'en' as const, origin: 'http://localhost:3000' };
const CEILING = 200_000_00;

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

async function notificationsOf(userId: string, type: string) {
  const db = await getDb();
  return db
    .select()
    .from(schema.notifications)
    .where(and(eq(schema.notifications.userId, userId), eq(schema.notifications.type, type)));
}

describe('the balance ceiling holds when money is credited', () => {
  it('five pending top-ups of 50,000 all paid: four credit, the fifth is held', async () => {
    const user = await createUser();
    const created: PaymentRow[] = [];
    // Each is allowed when it is created: the balance is still zero.
    for (let i = 0; i < 5; i++) {
      const result = await createTopUp(user, { amountMinor: 50_000_00 }, context);
      expect(result.status).toBe('created');
      if (result.status === 'created') created.push(result.payment);
    }
    const results = [];
    for (const payment of created) {
      results.push(await handleSandboxCallback(sandboxCheckoutForms(payment).pay));
    }
    expect(results.map((r) => r.status)).toEqual([
      'credited',
      'credited',
      'credited',
      'credited',
      'held',
    ]);
    expect(await walletState(user.id)).toEqual({
      balance: CEILING,
      owed: 0,
      restricted: false,
      sum: CEILING,
    });
    const held = await getPaymentForUser(user, created[4]!.id);
    expect(held).toMatchObject({
      status: 'held',
      failureReason: 'over_ceiling',
      walletEntryId: null,
    });

    // A replay settles nothing more; the sandbox cannot give money back, so it stays held.
    const replay = await handleSandboxCallback(sandboxCheckoutForms(created[4]!).pay);
    expect(replay).toMatchObject({ status: 'already_settled', payment: { status: 'held' } });
    expect((await walletState(user.id)).balance).toBe(CEILING);

    const [notice] = await notificationsOf(user.id, 'wallet_top_up_held');
    expect(notice?.data).toEqual({
      amountMinor: 50_000_00,
      currency: 'SAR',
      maxBalanceMinor: CEILING,
    });
    const history = await listWalletHistory(user.id);
    expect(history.items.find((item) => item.id === created[4]!.id)).toMatchObject({
      source: 'payment',
      status: 'held',
      amountMinor: 50_000_00,
      details: { reason: 'over_ceiling' },
    });
    // At the ceiling, creating a top-up is refused too.
    expect(await createTopUp(user, { amountMinor: 10_00 }, context)).toMatchObject({
      status: 'out_of_range',
      maxMinor: 0,
    });
  });

  it('a credit that fits exactly is credited; one minor unit more is held', async () => {
    vi.stubEnv('WALLET_TOP_UP_MAX', '60');
    vi.stubEnv('WALLET_MAX_BALANCE', '100');
    const user = await createUser();
    const db = await getDb();
    const pay = async (amountMinor: number) => {
      const [payment] = await db
        .insert(schema.payments)
        .values({ userId: user.id, provider: 'sandbox', amountMinor, currency: 'SAR' })
        .returning();
      return (
        await completePayment({ paymentId: payment!.id, provider: 'sandbox', outcome: 'succeeded' })
      ).status;
    };
    expect(await pay(60_00)).toBe('credited');
    expect(await pay(40_00)).toBe('credited');
    expect(await pay(1)).toBe('held');
    expect(await walletState(user.id)).toEqual({
      balance: 100_00,
      owed: 0,
      restricted: false,
      sum: 100_00,
    });
  });

  it('Stripe: a held payment is refunded through the gateway, once, and its refund event debits nothing', async () => {
    configureStripe();
    const refunds = vi
      .spyOn(getStripe().refunds, 'create')
      .mockResolvedValue({ id: 're_test' } as never);
    const user = await createUser();
    const fill = [];
    for (let i = 0; i < 4; i++) fill.push(await pendingStripePayment(user.id, 50_000_00));
    const extra = await pendingStripePayment(user.id, 1_00);
    for (const payment of fill)
      expect((await deliver(checkoutCompleted(payment))).status).toBe(200);

    const response = await deliver(checkoutCompleted(extra));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, status: 'held' });
    expect(refunds).toHaveBeenCalledTimes(1);
    expect(refunds).toHaveBeenCalledWith(
      {
        payment_intent: extra.paymentIntent,
        metadata: { paymentId: extra.id, reason: 'over_ceiling' },
      },
      { idempotencyKey: `refund-held:${extra.id}` },
    );
    const row = await getPaymentForUser(user, extra.id);
    expect(row).toMatchObject({
      status: 'refunded',
      refundedMinor: 1_00,
      providerPaymentRef: extra.paymentIntent,
    });

    // Stripe then reports the refund, and may replay the completion: the wallet does not move.
    expect((await deliver(chargeRefunded(extra, 1_00))).status).toBe(200);
    expect((await deliver(checkoutCompleted(extra))).status).toBe(200);
    expect(refunds).toHaveBeenCalledTimes(1);
    expect(await walletState(user.id)).toMatchObject({ balance: CEILING, sum: CEILING });
    expect((await ledgerOf(user.id)).entries).toHaveLength(4);
  });

  it('Stripe: a refund that fails answers 500 so the replayed event refunds it', async () => {
    configureStripe();
    const refunds = vi
      .spyOn(getStripe().refunds, 'create')
      .mockRejectedValueOnce(new Error('Stripe is unreachable'))
      .mockResolvedValueOnce({ id: 're_test' } as never);
    const user = await createUser();
    for (let i = 0; i < 4; i++) {
      await deliver(checkoutCompleted(await pendingStripePayment(user.id, 50_000_00)));
    }
    const extra = await pendingStripePayment(user.id, 20_00);
    const failed = await deliver(checkoutCompleted(extra)).catch(() => null);
    // The route lets the error through: Next answers 500 and Stripe retries.
    expect(failed).toBeNull();
    expect((await getPaymentForUser(user, extra.id))?.status).toBe('held');
    const retried = await deliver(checkoutCompleted(extra));
    expect(await retried.json()).toEqual({ received: true, status: 'already_settled' });
    expect(refunds).toHaveBeenCalledTimes(2);
    expect((await getPaymentForUser(user, extra.id))?.status).toBe('refunded');
    expect((await walletState(user.id)).balance).toBe(CEILING);
  });
});
