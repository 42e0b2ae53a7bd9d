import 'server-only';
import type { Locale } from '@/i18n/routing';
import type { PaymentProvider } from '@/lib/billing/types';
import type { PaymentRow } from '@/lib/db/schema';

/**
 * A payment gateway takes a pending top-up (a `payments` row) to its checkout. Results come back
 * later, as a signed callback or webhook, and go through lib/server/billing/payments.ts
 * `completePayment` whatever the gateway: one credit per payment.
 */
export interface PaymentGateway {
  readonly provider: PaymentProvider;
  createCheckout(
    payment: PaymentRow,
    context: CheckoutContext,
  ): Promise<{ redirectUrl: string; providerRef: string | null }>;
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

let warnedSandbox = false;

export async function getGateway(provider = getGatewayProvider()): Promise<PaymentGateway> {
  if (provider === 'stripe') return (await import('./stripe')).stripeGateway;
  if (process.env.NODE_ENV === 'production' && !warnedSandbox) {
    warnedSandbox = true;
    console.warn('[payments] the sandbox gateway is in use: top-ups are not real money.');
  }
  return (await import('./sandbox')).sandboxGateway;
}
