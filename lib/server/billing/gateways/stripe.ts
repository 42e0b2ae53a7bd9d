import 'server-only';
import Stripe from 'stripe';
import type { PaymentGateway } from './index';

/**
 * Stripe Checkout, used when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are configured. The
 * session carries our payment id; the webhook (app/api/payments/stripe/webhook) verifies Stripe's
 * signature and hands the outcome to the same crediting code as the sandbox.
 */

let client: Stripe | null = null;

export function getStripe(): Stripe {
  const key = process.env.STRIPE_SECRET_KEY;
  if (!key) throw new Error('STRIPE_SECRET_KEY is not configured');
  client ??= new Stripe(key);
  return client;
}

function webhookSecret(): string {
  const secret = process.env.STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new Error('STRIPE_WEBHOOK_SECRET is not configured');
  return secret;
}

/** The verified event, or an error when the signature (or its timestamp) does not hold. */
export function parseStripeEvent(rawBody: string, signatureHeader: string | null): Stripe.Event {
  if (!signatureHeader) throw new Error('missing Stripe-Signature header');
  return getStripe().webhooks.constructEvent(rawBody, signatureHeader, webhookSecret());
}

export type StripeOutcome = {
  paymentId: string;
  providerRef: string;
  outcome: 'succeeded' | 'failed';
  amountMinor: number | null;
  currency: string | null;
};

/** What a Checkout event means for our payment; null for events that settle nothing. */
export function stripeOutcome(event: Stripe.Event): StripeOutcome | null {
  let outcome: StripeOutcome['outcome'];
  switch (event.type) {
    case 'checkout.session.completed':
      // Delayed methods complete unpaid; their async_payment_* event settles them later.
      if (event.data.object.payment_status !== 'paid') return null;
      outcome = 'succeeded';
      break;
    case 'checkout.session.async_payment_succeeded':
      outcome = 'succeeded';
      break;
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      outcome = 'failed';
      break;
    default:
      return null;
  }
  const session = event.data.object;
  const paymentId = session.metadata?.paymentId ?? session.client_reference_id;
  if (!paymentId) return null;
  return {
    paymentId,
    providerRef: session.id,
    outcome,
    amountMinor: session.amount_total,
    currency: session.currency ? session.currency.toUpperCase() : null,
  };
}

export const stripeGateway: PaymentGateway = {
  provider: 'stripe',
  async createCheckout(payment, { locale, origin }) {
    const back = `${origin}/${locale}/profile/wallet?payment=${payment.id}`;
    const session = await getStripe().checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: payment.id,
        metadata: { paymentId: payment.id },
        locale: locale === 'ar' ? 'auto' : 'en',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: payment.currency.toLowerCase(),
              unit_amount: payment.amountMinor,
              product_data: { name: locale === 'ar' ? 'شحن المحفظة' : 'Wallet top-up' },
            },
          },
        ],
        success_url: back,
        cancel_url: back,
        expires_at: Math.floor(Date.now() / 1000) + 60 * 60,
      },
      { idempotencyKey: `checkout:${payment.id}` },
    );
    if (!session.url) throw new Error('Stripe returned a session without a URL');
    return { redirectUrl: session.url, providerRef: session.id };
  },
};
