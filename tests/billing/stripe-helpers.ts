import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { vi } from 'vitest';
import { POST as stripeWebhook } from '@/app/api/payments/stripe/webhook/route';
import { getDb, schema } from '@/lib/db';

export const WEBHOOK_SECRET = 'whsec_test_secret';
const stripe = new Stripe('sk_test_not_used');

/** Stripe as configured in production, with no network: events are signed here. */
export function configureStripe() {
  vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_not_used');
  vi.stubEnv('STRIPE_WEBHOOK_SECRET', WEBHOOK_SECRET);
}

export type StripePayment = {
  id: string;
  providerRef: string;
  paymentIntent: string;
  charge: string;
  amountMinor: number;
};

/** A pending Stripe top-up as createTopUp leaves it (Checkout Session id stored). */
export async function pendingStripePayment(
  userId: string,
  amountMinor: number,
): Promise<StripePayment> {
  const db = await getDb();
  const [row] = await db
    .insert(schema.payments)
    .values({
      userId,
      provider: 'stripe',
      providerRef: `cs_test_${randomUUID()}`,
      amountMinor,
      currency: 'SAR',
    })
    .returning();
  return {
    id: row!.id,
    providerRef: row!.providerRef!,
    paymentIntent: `pi_${randomUUID().replaceAll('-', '')}`,
    charge: `ch_${randomUUID().replaceAll('-', '')}`,
    amountMinor,
  };
}

function envelope(type: string, object: Record<string, unknown>) {
  return JSON.stringify({
    id: `evt_${randomUUID()}`,
    object: 'event',
    type,
    data: { object },
  });
}

export function checkoutCompleted(payment: StripePayment) {
  return envelope('checkout.session.completed', {
    id: payment.providerRef,
    object: 'checkout.session',
    client_reference_id: payment.id,
    metadata: { paymentId: payment.id },
    payment_status: 'paid',
    payment_intent: payment.paymentIntent,
    amount_total: payment.amountMinor,
    currency: 'sar',
  });
}

/** charge.refunded with the charge's running total of refunds. */
export function chargeRefunded(
  payment: StripePayment,
  amountRefunded: number,
  options: { withIntent?: boolean } = {},
) {
  return envelope('charge.refunded', {
    id: payment.charge,
    object: 'charge',
    amount: payment.amountMinor,
    amount_refunded: amountRefunded,
    refunded: amountRefunded === payment.amountMinor,
    currency: 'sar',
    payment_intent: options.withIntent === false ? null : payment.paymentIntent,
    metadata: { paymentId: payment.id },
  });
}

export function dispute(
  payment: StripePayment,
  type: 'charge.dispute.created' | 'charge.dispute.closed',
  disputeId: string,
  amount: number,
  status: string,
) {
  return envelope(type, {
    id: disputeId,
    object: 'dispute',
    amount,
    currency: 'sar',
    charge: payment.charge,
    payment_intent: payment.paymentIntent,
    status,
    metadata: {},
  });
}

/** Posts an event through the webhook route, signed with the SDK's own test helper. */
export function deliver(payload: string, secret = WEBHOOK_SECRET) {
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
  return stripeWebhook(
    new Request('http://localhost/api/payments/stripe/webhook', {
      method: 'POST',
      body: payload,
      headers: { 'stripe-signature': header },
    }),
  );
}
