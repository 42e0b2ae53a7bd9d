import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { getBillingLimits, topUpRoom } from '@/lib/billing/limits';
import type { PaymentProvider } from '@/lib/billing/types';
import { getDb } from '@/lib/db';
import { payments, type PaymentRow } from '@/lib/db/schema';
import { getGateway, isSandboxAllowed, PaymentsUnavailableError } from './gateways';
import {
  signSandboxCallback,
  verifySandboxCallback,
  type SandboxCallback,
  type SandboxOutcome,
} from './gateways/sandbox';
import type { Actor } from './subscriptions';
import { applyLedgerChange, getWalletSummary } from './wallet';
import type { NotificationRow } from '@/lib/db/schema';
import { insertNotification } from '@/lib/server/notifications/create';
import { deliverNotifications } from '@/lib/server/notifications/deliver';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

export type TopUpResult =
  | { status: 'created'; payment: PaymentRow; redirectUrl: string }
  /** The amount is outside [min, max], or would take the balance over its ceiling. */
  | { status: 'out_of_range'; minMinor: number; maxMinor: number }
  /** No gateway is enabled (production without Stripe or PAYMENTS_SANDBOX_ENABLED). */
  | { status: 'unavailable' };

/**
 * Starts a top-up: checks the limits (lib/billing/limits.ts), records a pending payment and asks
 * the configured gateway where to pay. Nothing is credited here.
 */
export async function createTopUp(
  actor: Actor,
  input: { amountMinor: number },
  context: { locale: Locale; origin: string },
): Promise<TopUpResult> {
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
  /** When the gateway reports them, they must match the payment. */
  amountMinor?: number | null;
  currency?: string | null;
  reason?: string;
};

export type CompleteResult =
  | { status: 'credited' | 'failed' | 'already_settled'; payment: PaymentRow }
  | { status: 'not_found' | 'mismatch' };

/**
 * The ONE place a gateway result lands. The payment row is locked, so callbacks arriving together
 * are handled one after another; only a pending payment changes; a success credits the wallet
 * under the key `payment:<id>`, so the same payment can never credit twice.
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
      (result.providerRef && payment.providerRef && result.providerRef !== payment.providerRef)
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
    const ledger = await applyLedgerChange(
      tx,
      payment.userId,
      {
        kind: 'top_up',
        amountMinor: payment.amountMinor,
        currency: payment.currency,
        idempotencyKey: `payment:${payment.id}`,
        details: { provider: payment.provider as PaymentProvider },
      },
      now,
    );
    if (ledger.status === 'insufficient') throw new Error('a credit cannot be insufficient');
    const [credited] = await tx
      .update(payments)
      .set({
        status: 'succeeded',
        walletEntryId: ledger.entry.id,
        providerRef: payment.providerRef ?? result.providerRef ?? null,
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
  return outcome;
}

/** The two signed results the sandbox checkout page offers for a pending payment of the user. */
export function sandboxCheckoutForms(payment: PaymentRow, now: Date = new Date()) {
  const timestamp = Math.floor(now.getTime() / 1000);
  const form = (status: SandboxOutcome) => {
    const callback: SandboxCallback = {
      paymentId: payment.id,
      status,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      timestamp,
    };
    return { ...callback, signature: signSandboxCallback(callback) };
  };
  return { pay: form('succeeded'), fail: form('failed') };
}

export type SandboxCallbackResult =
  | { status: 'rejected'; reason: 'bad_signature' | 'stale' | 'malformed' | 'disabled' }
  | CompleteResult;

/** Verifies a sandbox result (HMAC-SHA256, constant-time) BEFORE it may settle anything. */
export async function handleSandboxCallback(
  fields: Record<string, unknown>,
  now: Date = new Date(),
): Promise<SandboxCallbackResult> {
  // A production deployment without PAYMENTS_SANDBOX_ENABLED never settles a sandbox result.
  if (!isSandboxAllowed()) return { status: 'rejected', reason: 'disabled' };
  const amountMinor = Number(fields.amountMinor);
  const timestamp = Number(fields.timestamp);
  const { paymentId, status, currency, signature } = fields;
  if (
    !isUuid(paymentId) ||
    (status !== 'succeeded' && status !== 'failed') ||
    typeof currency !== 'string' ||
    typeof signature !== 'string' ||
    !Number.isSafeInteger(amountMinor) ||
    !Number.isSafeInteger(timestamp)
  ) {
    return { status: 'rejected', reason: 'malformed' };
  }
  const callback: SandboxCallback = { paymentId, status, amountMinor, currency, timestamp };
  const verified = verifySandboxCallback(callback, signature, now);
  if (!verified.ok) return { status: 'rejected', reason: verified.reason };
  return completePayment(
    { paymentId, provider: 'sandbox', outcome: status, amountMinor, currency, reason: 'declined' },
    now,
  );
}

/** A verified Stripe event (see gateways/stripe.ts) through the same crediting code. */
export async function handleStripeWebhook(
  rawBody: string,
  signature: string | null,
): Promise<{ status: 'rejected' } | { status: 'ignored' } | CompleteResult> {
  const { parseStripeEvent, stripeOutcome } = await import('./gateways/stripe');
  let event;
  try {
    event = parseStripeEvent(rawBody, signature);
  } catch {
    return { status: 'rejected' };
  }
  const outcome = stripeOutcome(event);
  if (!outcome) return { status: 'ignored' };
  return completePayment({
    paymentId: outcome.paymentId,
    provider: 'stripe',
    outcome: outcome.outcome,
    providerRef: outcome.providerRef,
    amountMinor: outcome.amountMinor,
    currency: outcome.currency,
    reason: event.type,
  });
}
