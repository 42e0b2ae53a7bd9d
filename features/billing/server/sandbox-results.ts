import 'server-only';
import type { PaymentRow } from '@/lib/db/schema';
import { isSandboxAllowed } from './gateways';
import {
  SANDBOX_OUTCOMES,
  signSandboxCallback,
  verifySandboxCallback,
  type SandboxCallback,
  type SandboxOutcome,
} from './gateways/sandbox';
import { isUuid } from '@/lib/ids';
import { completePayment, type CompleteResult } from './payments';
import { applyReversal, type DisputeState, type ReversalResult } from './reversals';

export type SignedSandboxResult = SandboxCallback & { signature: string };

function signed(
  payment: PaymentRow,
  status: SandboxOutcome,
  amountMinor: number,
  now: Date,
): SignedSandboxResult {
  const callback: SandboxCallback = {
    paymentId: payment.id,
    status,
    amountMinor,
    currency: payment.currency,
    timestamp: Math.floor(now.getTime() / 1000),
  };
  return { ...callback, signature: signSandboxCallback(callback) };
}

/** The two signed results the sandbox checkout page offers for a pending payment of the user. */
export function sandboxCheckoutForms(payment: PaymentRow, now: Date = new Date()) {
  return {
    pay: signed(payment, 'succeeded', payment.amountMinor, now),
    fail: signed(payment, 'failed', payment.amountMinor, now),
  };
}

/**
 * The later events the sandbox page offers for a settled payment, as a gateway would send them:
 * refund all that is left or half of it, open a dispute, or close the open one as won or lost.
 * A held payment can only be given back (refunded in full).
 */
export function sandboxReversalForms(
  payment: PaymentRow,
  dispute: DisputeState,
  now: Date = new Date(),
): SignedSandboxResult[] {
  const left = payment.amountMinor - payment.refundedMinor;
  if (payment.status === 'held') return [signed(payment, 'refunded', payment.amountMinor, now)];
  if (payment.status !== 'succeeded' || left <= 0) return [];
  if (dispute.state === 'open') {
    return [
      signed(payment, 'dispute_won', dispute.amountMinor, now),
      signed(payment, 'dispute_lost', dispute.amountMinor, now),
    ];
  }
  const forms = [signed(payment, 'refunded', payment.amountMinor, now)];
  const half = Math.floor(left / 2);
  if (half > 0) forms.push(signed(payment, 'refunded', payment.refundedMinor + half, now));
  if (dispute.state === 'none') forms.push(signed(payment, 'disputed', left, now));
  return forms;
}

export type SandboxCallbackResult =
  | { status: 'rejected'; reason: 'bad_signature' | 'stale' | 'malformed' | 'disabled' }
  | CompleteResult
  | ReversalResult;

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
    !SANDBOX_OUTCOMES.includes(status as SandboxOutcome) ||
    typeof currency !== 'string' ||
    typeof signature !== 'string' ||
    !Number.isSafeInteger(amountMinor) ||
    !Number.isSafeInteger(timestamp)
  ) {
    return { status: 'rejected', reason: 'malformed' };
  }
  const outcome = status as SandboxOutcome;
  const callback: SandboxCallback = {
    paymentId,
    status: outcome,
    amountMinor,
    currency,
    timestamp,
  };
  const verified = verifySandboxCallback(callback, signature, now);
  if (!verified.ok) return { status: 'rejected', reason: verified.reason };
  if (outcome === 'succeeded' || outcome === 'failed') {
    return completePayment(
      { paymentId, provider: 'sandbox', outcome, amountMinor, currency, reason: 'declined' },
      now,
    );
  }
  // The same reversal code as Stripe's events; the sandbox names its objects after the payment.
  const ref = `sandbox:${paymentId}`;
  const locator = { provider: 'sandbox' as const, paymentId };
  if (outcome === 'refunded') {
    return applyReversal(
      locator,
      { type: 'refund', refundedTotalMinor: amountMinor, currency, providerRef: ref },
      now,
    );
  }
  const dispute = { disputeRef: ref, amountMinor, currency };
  return applyReversal(
    locator,
    outcome === 'disputed'
      ? { type: 'dispute_opened', ...dispute }
      : { type: 'dispute_closed', ...dispute, outcome: outcome === 'dispute_won' ? 'won' : 'lost' },
    now,
  );
}
