import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { PaymentProvider } from '@/features/billing/types';
import { getDb } from '@/lib/db';
import { paymentReversals, payments, type NotificationRow, type PaymentRow } from '@/lib/db/schema';
import { deliverNotifications } from '@/features/notifications/server/deliver';
import { isUuid } from '@/lib/ids';
import { closeDispute, openDispute, refund, type Work } from './reversal-steps';
import type { Tx } from './wallet';

/**
 * Refunds and disputes of top-ups, whatever the gateway (Stripe's webhook, the sandbox's signed
 * results): the ONE place money a gateway took back leaves a wallet. Each runs in one
 * transaction holding the payment's lock, then the wallet's; each is recorded once in
 * payment_reversals under a key made of the gateway's ids, so a replayed event changes nothing.
 */

/** How a gateway names the payment: its PaymentIntent (Stripe), or our id in its metadata. */
export type PaymentLocator = {
  provider: PaymentProvider;
  paymentId?: string | null;
  providerPaymentRef?: string | null;
};

export type ReversalEvent =
  /** `refundedTotalMinor`: everything refunded on the payment so far (Stripe's amount_refunded). */
  | { type: 'refund'; refundedTotalMinor: number; currency: string; providerRef: string }
  | { type: 'dispute_opened'; disputeRef: string; amountMinor: number; currency: string }
  | {
      type: 'dispute_closed';
      disputeRef: string;
      amountMinor: number;
      currency: string;
      outcome: 'won' | 'lost';
    };

export type ReversalResult =
  | { status: 'applied' | 'duplicate'; payment: PaymentRow }
  /** The payment never reached the wallet (held, failed): nothing to take back. */
  | { status: 'not_credited'; payment: PaymentRow }
  /** Still pending here: the event came before the completion; the gateway should retry. */
  | { status: 'retry'; payment: PaymentRow }
  | { status: 'not_found' | 'mismatch' };

async function lockPayment(tx: Tx, locator: PaymentLocator): Promise<PaymentRow | null> {
  const byProvider = eq(payments.provider, locator.provider);
  if (locator.providerPaymentRef) {
    const [row] = await tx
      .select()
      .from(payments)
      .where(and(byProvider, eq(payments.providerPaymentRef, locator.providerPaymentRef)))
      .for('update');
    if (row) return row;
  }
  if (!isUuid(locator.paymentId)) return null;
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(byProvider, eq(payments.id, locator.paymentId)))
    .for('update');
  if (!row) return null;
  if (locator.providerPaymentRef) {
    // Named by our id but carrying another payment intent: not this payment's money.
    if (row.providerPaymentRef && row.providerPaymentRef !== locator.providerPaymentRef)
      return null;
    // Learnt here when the completion did not carry it: later disputes name only the intent.
    if (!row.providerPaymentRef) {
      await tx
        .update(payments)
        .set({ providerPaymentRef: locator.providerPaymentRef })
        .where(eq(payments.id, row.id));
      return { ...row, providerPaymentRef: locator.providerPaymentRef };
    }
  }
  return row;
}

/** Applies what a gateway reported about a payment after it was paid. */
export async function applyReversal(
  locator: PaymentLocator,
  event: ReversalEvent,
  now: Date = new Date(),
): Promise<ReversalResult> {
  const db = await getDb();
  const notify: Array<NotificationRow | null> = [];
  const result = await db.transaction(async (tx): Promise<ReversalResult> => {
    const payment = await lockPayment(tx, locator);
    if (!payment) return { status: 'not_found' };
    if (event.currency !== payment.currency) return { status: 'mismatch' };
    if (payment.status === 'pending') return { status: 'retry', payment };
    const work: Work = { tx, payment, now, notify };
    if (event.type === 'refund') {
      const status = await refund(work, event);
      return status === 'mismatch' ? { status } : { status, payment };
    }
    if (payment.status !== 'succeeded') return { status: 'not_credited', payment };
    const status =
      event.type === 'dispute_opened'
        ? (await openDispute(work, event)).status
        : await closeDispute(work, event);
    return status === 'mismatch' ? { status } : { status, payment };
  });
  await deliverNotifications(notify);
  return result;
}

export type DisputeState =
  { state: 'none' } | { state: 'open' | 'closed'; disputeRef: string; amountMinor: number };

/** Where a payment's dispute stands (a charge has at most one), for the sandbox checkout page. */
export async function getDisputeState(paymentId: string): Promise<DisputeState> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(paymentReversals)
    .where(eq(paymentReversals.paymentId, paymentId));
  const opened = rows.find((r) => r.kind === 'dispute');
  if (!opened?.providerRef) return { state: 'none' };
  const closed = rows.some((r) => r.kind === 'dispute_won' || r.kind === 'dispute_lost');
  return {
    state: closed ? 'closed' : 'open',
    disputeRef: opened.providerRef,
    amountMinor: opened.amountMinor,
  };
}
