import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { getAuthSecret } from '@/lib/auth/user-cookie';
import type { PaymentGateway } from './index';

/**
 * The built-in gateway: no outside service. Checkout is a local page (app/[locale]/(site)/(default)/
 * checkout/[paymentId]) whose "Pay" and "Fail" buttons post a result signed with HMAC-SHA256 to
 * /api/payments/sandbox/callback, which verifies it before anything is credited. Once paid, the
 * same page stands in for the gateway's later events: a refund (full or part), a dispute opened,
 * then won or lost, signed the same way and applied by the same code as Stripe's.
 */

export const SANDBOX_OUTCOMES = [
  'succeeded',
  'failed',
  'refunded',
  'disputed',
  'dispute_won',
  'dispute_lost',
] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

export type SandboxCallback = {
  paymentId: string;
  status: SandboxOutcome;
  /**
   * succeeded/failed: the payment's amount; refunded: everything refunded so far (a running
   * total, like Stripe's amount_refunded); disputed/dispute_*: the disputed amount.
   */
  amountMinor: number;
  currency: string;
  /** Unix seconds when the result was signed. */
  timestamp: number;
};

/** How long a signed result stays acceptable. Replays inside it credit nothing twice anyway. */
export const SANDBOX_SIGNATURE_TOLERANCE_SECONDS = 60 * 60;

/** PAYMENTS_SANDBOX_SECRET, or (when unset) a key derived from AUTH_SECRET. */
export function getSandboxSecret(env: NodeJS.ProcessEnv = process.env): string {
  if (env.PAYMENTS_SANDBOX_SECRET) return env.PAYMENTS_SANDBOX_SECRET;
  return createHmac('sha256', getAuthSecret()).update('fursa-payments-sandbox').digest('base64url');
}

function canonical(c: SandboxCallback): string {
  return ['v1', c.timestamp, c.paymentId, c.status, c.amountMinor, c.currency].join(':');
}

export function signSandboxCallback(
  callback: SandboxCallback,
  secret = getSandboxSecret(),
): string {
  return createHmac('sha256', secret).update(canonical(callback)).digest('hex');
}

export type SandboxVerification = { ok: true } | { ok: false; reason: 'bad_signature' | 'stale' };

/** Constant-time check of the signature, then of its age. */
export function verifySandboxCallback(
  callback: SandboxCallback,
  signature: string,
  now: Date = new Date(),
  secret = getSandboxSecret(),
): SandboxVerification {
  const expected = Buffer.from(signSandboxCallback(callback, secret), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'bad_signature' };
  }
  const age = Math.floor(now.getTime() / 1000) - callback.timestamp;
  if (age > SANDBOX_SIGNATURE_TOLERANCE_SECONDS || age < -300)
    return { ok: false, reason: 'stale' };
  return { ok: true };
}

export const sandboxGateway: PaymentGateway = {
  provider: 'sandbox',
  async createCheckout(payment, { locale }) {
    return { redirectUrl: `/${locale}/checkout/${payment.id}`, providerRef: null };
  },
};
