import 'server-only';
import type { Locale } from '@/i18n/routing';
import type { PaymentProvider } from '@/features/billing/types';
import type { PaymentRow } from '@/lib/db/schema';

/**
 * A payment gateway takes a pending top-up (a `payments` row) to its checkout. Results come back
 * later, as a signed callback or webhook, and go through features/billing/server/payments.ts
 * `completePayment` whatever the gateway: one credit per payment.
 */
export interface PaymentGateway {
  readonly provider: PaymentProvider;
  createCheckout(
    payment: PaymentRow,
    context: CheckoutContext,
  ): Promise<{ redirectUrl: string; providerRef: string | null }>;
  /**
   * Gives a whole payment back to the payer (a held top-up). False when the gateway cannot (it
   * does not know the payment's money); throws when it failed and may work on a retry.
   */
  refund?(payment: PaymentRow, reason: string): Promise<boolean>;
}

export type CheckoutContext = {
  locale: Locale;
  /** The site's origin (APP_URL, or the request's), for absolute return URLs. */
  origin: string;
};

/**
 * `PAYMENTS_GATEWAY=sandbox|stripe` when set; otherwise Stripe as soon as STRIPE_SECRET_KEY and
 * STRIPE_WEBHOOK_SECRET are both configured, else the built-in sandbox.
 */
export function getGatewayProvider(env: NodeJS.ProcessEnv = process.env): PaymentProvider {
  if (env.PAYMENTS_GATEWAY === 'sandbox' || env.PAYMENTS_GATEWAY === 'stripe') {
    return env.PAYMENTS_GATEWAY;
  }
  return env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET ? 'stripe' : 'sandbox';
}

/**
 * The sandbox credits wallets with no real payment: in production it is off unless
 * PAYMENTS_SANDBOX_ENABLED=true says so (a demo or staging deployment).
 */
export function isSandboxAllowed(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV !== 'production' || env.PAYMENTS_SANDBOX_ENABLED === 'true';
}

/** No gateway may take payments: top-ups answer "unavailable" and nothing is recorded. */
export class PaymentsUnavailableError extends Error {
  constructor() {
    super('no payment gateway is enabled (configure Stripe, or PAYMENTS_SANDBOX_ENABLED=true)');
    this.name = 'PaymentsUnavailableError';
  }
}

let warnedSandbox = false;

export async function getGateway(provider = getGatewayProvider()): Promise<PaymentGateway> {
  if (provider === 'stripe') return (await import('./stripe')).stripeGateway;
  if (!isSandboxAllowed()) throw new PaymentsUnavailableError();
  if (process.env.NODE_ENV === 'production' && !warnedSandbox) {
    warnedSandbox = true;
    console.warn('[payments] the sandbox gateway is enabled: top-ups are not real money.');
  }
  return (await import('./sandbox')).sandboxGateway;
}

/**
 * The gateway that can give a payment of `provider` back, when it is configured now; null for
 * the sandbox (no real money: its held payments stay held) or an unconfigured Stripe.
 */
export async function getRefundingGateway(
  provider: PaymentProvider,
): Promise<PaymentGateway | null> {
  if (provider !== 'stripe' || !process.env.STRIPE_SECRET_KEY) return null;
  return (await import('./stripe')).stripeGateway;
}
