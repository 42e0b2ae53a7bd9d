import 'server-only';
import { isMember } from '@/lib/auth/roles';
import { DomainError } from '@/lib/errors/domain-error';
import { and, eq } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { getBillingLimits, topUpRoom } from '@/features/billing/limits';
import type { PaymentProvider } from '@/features/billing/types';
import { getDb } from '@/lib/db';
import { payments, type PaymentRow } from '@/lib/db/schema';
import { getGateway, getRefundingGateway, PaymentsUnavailableError } from './gateways';
import type { Actor } from './subscriptions';
import { applyLedgerChange, getWalletSummary } from './wallet';
import type { NotificationRow } from '@/lib/db/schema';
import { insertNotification } from '@/features/notifications/server/create';
import { deliverNotifications } from '@/features/notifications/server/deliver';
import { isUuid } from '@/lib/ids';

export type TopUpResult =
  | { status: 'created'; payment: PaymentRow; redirectUrl: string }
  /** The amount is outside [min, max], or would take the balance over its ceiling. */
  | { status: 'out_of_range'; minMinor: number; maxMinor: number }
  /** No gateway is enabled (production without Stripe or PAYMENTS_SANDBOX_ENABLED). */
  | { status: 'unavailable' };

/**
 * Starts a top-up: checks the limits (features/billing/limits.ts), records a pending payment and asks
 * the configured gateway where to pay. Nothing is credited here.
 */
export async function createTopUp(
  actor: Actor,
  input: { amountMinor: number },
  context: { locale: Locale; origin: string },
): Promise<TopUpResult> {
  // Wallets are members' (staff have none), whatever the caller already checked.
  if (!isMember(actor)) throw new DomainError('forbidden');
  const limits = getBillingLimits();
  const wallet = await getWalletSummary(actor.id);
  const maxMinor = topUpRoom(limits, wallet.balanceMinor);
  const amount = input.amountMinor;
  if (!Number.isSafeInteger(amount) || amount < limits.topUpMinMinor || amount > maxMinor) {
    return { status: 'out_of_range', minMinor: limits.topUpMinMinor, maxMinor };
  }
  let gateway;
  try {
    gateway = await getGateway();
  } catch (error) {
    if (error instanceof PaymentsUnavailableError) return { status: 'unavailable' };
    throw error;
  }
  const db = await getDb();
  const [payment] = await db
    .insert(payments)
    .values({
      userId: actor.id,
      provider: gateway.provider,
      amountMinor: amount,
      currency: wallet.currency,
      locale: context.locale,
    })
    .returning();
  if (!payment) throw new Error('payment insert returned nothing');
  try {
    const { redirectUrl, providerRef } = await gateway.createCheckout(payment, context);
    if (providerRef) {
      await db.update(payments).set({ providerRef }).where(eq(payments.id, payment.id));
    }
    return { status: 'created', payment: { ...payment, providerRef }, redirectUrl };
  } catch (error) {
    await db
      .update(payments)
      .set({ status: 'failed', failureReason: 'checkout_error', updatedAt: new Date() })
      .where(eq(payments.id, payment.id));
    throw error;
  }
}

/** The user's own payment; null for anyone else's, a malformed id, or none. */
export async function getPaymentForUser(
  actor: Actor,
  paymentId: string,
): Promise<PaymentRow | null> {
  if (!isUuid(paymentId)) return null;
  const db = await getDb();
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.userId, actor.id)))
    .limit(1);
  return row ?? null;
}

export type PaymentOutcome = {
  paymentId: string;
  provider: PaymentProvider;
  outcome: 'succeeded' | 'failed';
  providerRef?: string | null;
  /** The gateway's id of the money (Stripe PaymentIntent), kept for refunds and disputes. */
  providerPaymentRef?: string | null;
  /** When the gateway reports them, they must match the payment. */
  amountMinor?: number | null;
  currency?: string | null;
  reason?: string;
};

export type CompleteResult =
  /** held: paid, but crediting it would cross the wallet's ceiling (see `payment.status`). */
  | { status: 'credited' | 'failed' | 'held' | 'already_settled'; payment: PaymentRow }
  | { status: 'not_found' | 'mismatch' };

/**
 * The ONE place a gateway result lands. The payment row is locked, so callbacks arriving together
 * are handled one after another; only a pending payment changes; a success credits the wallet
 * under the key `payment:<id>`, so the same payment can never credit twice. The ceiling is judged
 * there, under the wallet's lock: a payment that would cross it is held instead (the user is
 * told), then given back through its gateway when that gateway can refund.
 */
export async function completePayment(
  result: PaymentOutcome,
  now: Date = new Date(),
): Promise<CompleteResult> {
  if (!isUuid(result.paymentId)) return { status: 'not_found' };
  const db = await getDb();
  // Filled inside the transaction, delivered once it has committed.
  const created: Array<NotificationRow | null> = [];
  const outcome = await db.transaction(async (tx): Promise<CompleteResult> => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.id, result.paymentId), eq(payments.provider, result.provider)))
      .for('update');
    if (!payment) return { status: 'not_found' };
    if (
      (result.amountMinor != null && result.amountMinor !== payment.amountMinor) ||
      (result.currency != null && result.currency !== payment.currency) ||
      (result.providerRef && payment.providerRef && result.providerRef !== payment.providerRef) ||
      (result.providerPaymentRef &&
        payment.providerPaymentRef &&
        result.providerPaymentRef !== payment.providerPaymentRef)
    ) {
      console.error(`[payments] result does not match payment ${payment.id}`);
      return { status: 'mismatch' };
    }
    if (payment.status !== 'pending') return { status: 'already_settled', payment };
    if (result.outcome === 'failed') {
      const [failed] = await tx
        .update(payments)
        .set({
          status: 'failed',
          failureReason: result.reason ?? 'declined',
          updatedAt: now,
          completedAt: now,
        })
        .where(eq(payments.id, payment.id))
        .returning();
      return { status: 'failed', payment: failed ?? payment };
    }
    const refs = {
      providerRef: payment.providerRef ?? result.providerRef ?? null,
      providerPaymentRef: payment.providerPaymentRef ?? result.providerPaymentRef ?? null,
    };
    const ledger = await applyLedgerChange(
      tx,
      payment.userId,
      {
        kind: 'top_up',
        amountMinor: payment.amountMinor,
        currency: payment.currency,
        idempotencyKey: `payment:${payment.id}`,
        details: { provider: payment.provider as PaymentProvider, paymentId: payment.id },
      },
      now,
    );
    if (ledger.status === 'over_ceiling') {
      const [held] = await tx
        .update(payments)
        .set({
          ...refs,
          status: 'held',
          failureReason: 'over_ceiling',
          updatedAt: now,
          completedAt: now,
        })
        .where(eq(payments.id, payment.id))
        .returning();
      created.push(
        await insertNotification(tx, {
          userId: payment.userId,
          type: 'wallet_top_up_held',
          data: {
            amountMinor: payment.amountMinor,
            currency: payment.currency,
            maxBalanceMinor: ledger.ceilingMinor,
          },
          dedupeKey: `wallet_top_up_held:${payment.id}`,
        }),
      );
      return { status: 'held', payment: held ?? payment };
    }
    if (ledger.status !== 'applied' && ledger.status !== 'duplicate') {
      throw new Error(`a credit cannot be ${ledger.status}`);
    }
    const [credited] = await tx
      .update(payments)
      .set({
        ...refs,
        status: 'succeeded',
        walletEntryId: ledger.entry.id,
        updatedAt: now,
        completedAt: now,
      })
      .where(eq(payments.id, payment.id))
      .returning();
    created.push(
      await insertNotification(tx, {
        userId: payment.userId,
        type: 'wallet_top_up',
        data: { amountMinor: payment.amountMinor, currency: payment.currency },
        dedupeKey: `wallet_top_up:${payment.id}`,
      }),
    );
    return { status: 'credited', payment: credited ?? payment };
  });
  await deliverNotifications(created);
  // Also for a replay that finds it still held: a refund that failed before is tried again.
  if ('payment' in outcome && outcome.payment.status === 'held') {
    return { ...outcome, payment: await refundHeldPayment(outcome.payment, now) };
  }
  return outcome;
}

/**
 * Gives a held payment back through its gateway and marks it refunded. The sandbox cannot (no
 * real money): its held payments stay held. A failure throws, so a webhook answers 500 and the
 * gateway's retry comes back here (the refund's idempotency key makes it happen once).
 */
async function refundHeldPayment(payment: PaymentRow, now: Date): Promise<PaymentRow> {
  const gateway = await getRefundingGateway(payment.provider as PaymentProvider);
  if (!gateway?.refund) return payment;
  if (!(await gateway.refund(payment, payment.failureReason ?? 'over_ceiling'))) {
    console.error(`[payments] held payment ${payment.id} cannot be refunded by its gateway`);
    return payment;
  }
  const db = await getDb();
  const [refunded] = await db
    .update(payments)
    .set({ status: 'refunded', refundedMinor: payment.amountMinor, updatedAt: now })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'held')))
    .returning();
  // Not held any more: the gateway's refund event came first and marked it.
  return refunded ?? { ...payment, status: 'refunded', refundedMinor: payment.amountMinor };
}
