import 'server-only';
import Stripe from 'stripe';
import type { PaymentLocator, ReversalEvent } from '../reversals';
import type { PaymentGateway } from './index';

/**
 * Stripe Checkout, used when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are configured. The
 * session (and its PaymentIntent, whose metadata Stripe copies to the charge) carries our payment
 * id; the webhook (app/api/payments/stripe/webhook) verifies Stripe's signature and hands the
 * outcome to the same crediting code as the sandbox, and refunds and disputes to the same
 * reversal code.
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
  /** The PaymentIntent: later refunds and disputes name it. */
  providerPaymentRef: string | null;
  outcome: 'succeeded' | 'failed';
  amountMinor: number | null;
  currency: string | null;
};

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

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
    providerPaymentRef: idOf(session.payment_intent),
    outcome,
    amountMinor: session.amount_total,
    currency: session.currency ? session.currency.toUpperCase() : null,
  };
}

/**
 * What a charge or dispute event takes back from a credited payment; null for other events.
 * A refund carries the charge's running total (`amount_refunded`), so a replayed or reordered
 * event can only add what is new. A dispute that closes other than lost (won, an inquiry closed,
 * prevented) gives back what its opening took; a lost one keeps it.
 */
export function stripeReversal(
  event: Stripe.Event,
): { locator: PaymentLocator; event: ReversalEvent } | null {
  switch (event.type) {
    case 'charge.refunded': {
      const charge = event.data.object;
      return {
        locator: {
          provider: 'stripe',
          providerPaymentRef: idOf(charge.payment_intent),
          paymentId: charge.metadata?.paymentId ?? null,
        },
        event: {
          type: 'refund',
          refundedTotalMinor: charge.amount_refunded,
          currency: charge.currency.toUpperCase(),
          providerRef: charge.id,
        },
      };
    }
    case 'charge.dispute.created':
    case 'charge.dispute.closed': {
      const dispute = event.data.object;
      const locator: PaymentLocator = {
        provider: 'stripe',
        providerPaymentRef: idOf(dispute.payment_intent),
        paymentId: dispute.metadata?.paymentId ?? null,
      };
      const common = {
        disputeRef: dispute.id,
        amountMinor: dispute.amount,
        currency: dispute.currency.toUpperCase(),
      };
      if (event.type === 'charge.dispute.created') {
        return { locator, event: { type: 'dispute_opened', ...common } };
      }
      const outcome = dispute.status === 'lost' ? 'lost' : 'won';
      return { locator, event: { type: 'dispute_closed', outcome, ...common } };
    }
    default:
      return null;
  }
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
        // Copied to the charge: its refunds and disputes can be traced to the payment.
        payment_intent_data: { metadata: { paymentId: payment.id } },
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
  async refund(payment, reason) {
    if (!payment.providerPaymentRef) return false;
    await getStripe().refunds.create(
      {
        payment_intent: payment.providerPaymentRef,
        metadata: { paymentId: payment.id, reason },
      },
      // A retry after a failure (or a replayed webhook) never refunds twice.
      { idempotencyKey: `refund-held:${payment.id}` },
    );
    return true;
  },
};
