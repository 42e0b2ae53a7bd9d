import 'server-only';
import { eq } from 'drizzle-orm';
import { getBillingLimits } from '@/features/billing/limits';
import type { PaymentProvider, ReversalKind } from '@/features/billing/types';
import {
  paymentReversals,
  payments,
  type NotificationRow,
  type PaymentReversalRow,
  type PaymentRow,
} from '@/lib/db/schema';
import { insertNotification } from '@/features/notifications/server/create';
import type { ReversalEvent } from './reversals';
import { applyLedgerChange, lockWallet, reverseFromWallet, type Tx } from './wallet';

/**
 * The steps of features/billing/server/reversals.ts `applyReversal`, each inside its transaction with
 * the payment row locked: a refund, a dispute opened, a dispute closed.
 */

export type Work = {
  tx: Tx;
  payment: PaymentRow;
  now: Date;
  notify: Array<NotificationRow | null>;
};

async function findReversal(tx: Tx, key: string): Promise<PaymentReversalRow | null> {
  const [row] = await tx
    .select()
    .from(paymentReversals)
    .where(eq(paymentReversals.idempotencyKey, key))
    .limit(1);
  return row ?? null;
}

/** Takes `amountMinor` out of the wallet (what it cannot cover becomes owed) and records it. */
async function takeBack(
  { tx, payment, now, notify }: Work,
  kind: Extract<ReversalKind, 'refund' | 'dispute'>,
  amountMinor: number,
  key: string,
  providerRef: string,
): Promise<void> {
  const moved = await reverseFromWallet(
    tx,
    payment.userId,
    {
      kind,
      amountMinor,
      currency: payment.currency,
      idempotencyKey: key,
      details: { paymentId: payment.id, provider: payment.provider as PaymentProvider },
    },
    now,
  );
  await tx.insert(paymentReversals).values({
    paymentId: payment.id,
    userId: payment.userId,
    kind,
    amountMinor,
    balanceChangeMinor: -moved.takenMinor,
    owedChangeMinor: moved.owedMinor,
    currency: payment.currency,
    idempotencyKey: key,
    providerRef,
    walletEntryId: moved.entry?.id ?? null,
    createdAt: now,
  });
  if (moved.owedMinor > 0) {
    notify.push(
      await insertNotification(tx, {
        userId: payment.userId,
        type: 'wallet_restricted',
        data: { owedMinor: moved.wallet.owedMinor, currency: payment.currency },
        dedupeKey: `wallet_restricted:${key}`,
      }),
    );
  }
}

export async function refund(work: Work, event: Extract<ReversalEvent, { type: 'refund' }>) {
  const { tx, payment, now } = work;
  const total = event.refundedTotalMinor;
  if (!Number.isSafeInteger(total) || total < 0 || total > payment.amountMinor) return 'mismatch';
  // Only what is new since the last refund counted: replays and older events add nothing.
  const delta = total - payment.refundedMinor;
  if (delta <= 0) return 'duplicate';
  if (payment.status === 'succeeded') {
    await takeBack(
      work,
      'refund',
      delta,
      `refund:${event.providerRef}:${total}`,
      event.providerRef,
    );
  }
  // A payment that was never credited (held) is simply given back: it leaves no wallet.
  const status = payment.status === 'held' && total === payment.amountMinor ? 'refunded' : null;
  await tx
    .update(payments)
    .set({ refundedMinor: total, updatedAt: now, ...(status ? { status } : {}) })
    .where(eq(payments.id, payment.id));
  return payment.status === 'succeeded' ? 'applied' : 'not_credited';
}

export async function openDispute(work: Work, event: Exclude<ReversalEvent, { type: 'refund' }>) {
  const key = `dispute:${event.disputeRef}:opened`;
  const opened = await findReversal(work.tx, key);
  if (opened) return { status: 'duplicate' as const, amountMinor: opened.amountMinor };
  const amount = event.amountMinor;
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > work.payment.amountMinor) {
    return { status: 'mismatch' as const, amountMinor: 0 };
  }
  await takeBack(work, 'dispute', amount, key, event.disputeRef);
  return { status: 'applied' as const, amountMinor: amount };
}

/**
 * A closed dispute (opened first if its opening never arrived). Lost: the money stays gone. Won:
 * what the opening took is credited back (repaying what is owed first), up to the ceiling; what
 * the ceiling keeps out is recorded as held and the user told.
 */
export async function closeDispute(
  work: Work,
  event: Extract<ReversalEvent, { type: 'dispute_closed' }>,
) {
  const { tx, payment, now, notify } = work;
  const opened = await openDispute(work, event);
  if (opened.status === 'mismatch') return 'mismatch';
  const key = `dispute:${event.disputeRef}:closed`;
  if (await findReversal(tx, key)) return 'duplicate';
  const base = {
    paymentId: payment.id,
    userId: payment.userId,
    amountMinor: opened.amountMinor,
    currency: payment.currency,
    idempotencyKey: key,
    providerRef: event.disputeRef,
    createdAt: now,
  };
  if (event.outcome === 'lost') {
    await tx.insert(paymentReversals).values({ ...base, kind: 'dispute_lost' });
    return 'applied';
  }
  const wallet = await lockWallet(tx, payment.userId, payment.currency);
  const ceiling = getBillingLimits().maxBalanceMinor;
  const credit = Math.min(opened.amountMinor, Math.max(0, ceiling - wallet.balanceMinor));
  const held = opened.amountMinor - credit;
  let entryId: string | null = null;
  let owedAfter = wallet.owedMinor;
  if (credit > 0) {
    const ledger = await applyLedgerChange(
      tx,
      payment.userId,
      {
        kind: 'dispute_won',
        amountMinor: credit,
        currency: payment.currency,
        idempotencyKey: key,
        details: { paymentId: payment.id, heldMinor: held },
      },
      now,
      { ceilingMinor: ceiling },
    );
    if (ledger.status !== 'applied')
      throw new Error(`a won dispute could not credit: ${ledger.status}`);
    entryId = ledger.entry.id;
    owedAfter = ledger.wallet.owedMinor;
  }
  const repaid = wallet.owedMinor - owedAfter;
  await tx.insert(paymentReversals).values({
    ...base,
    kind: 'dispute_won',
    balanceChangeMinor: credit - repaid,
    owedChangeMinor: -repaid,
    heldMinor: held,
    walletEntryId: entryId,
  });
  if (held > 0) {
    notify.push(
      await insertNotification(tx, {
        userId: payment.userId,
        type: 'wallet_top_up_held',
        data: { amountMinor: held, currency: payment.currency, maxBalanceMinor: ceiling },
        dedupeKey: `wallet_top_up_held:${key}`,
      }),
    );
  }
  return 'applied';
}
