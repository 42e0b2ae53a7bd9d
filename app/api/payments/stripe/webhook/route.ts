import { NextResponse } from 'next/server';
import { handleStripeWebhook } from '@/features/billing/server/stripe-events';

/**
 * Stripe's webhook. The raw body is verified against the Stripe-Signature header with
 * STRIPE_WEBHOOK_SECRET (the `stripe` package) before anything is settled; a settled or unknown
 * payment answers 200 so Stripe stops retrying, a failure to record answers 500 so it retries,
 * and a refund or dispute of a payment whose completion has not arrived yet answers 503 so it is
 * delivered again later.
 */
export async function POST(request: Request) {
  if (!process.env.STRIPE_SECRET_KEY || !process.env.STRIPE_WEBHOOK_SECRET) {
    return NextResponse.json({ error: 'stripe is not configured' }, { status: 404 });
  }
  const raw = await request.text();
  const result = await handleStripeWebhook(raw, request.headers.get('stripe-signature'));
  if (result.status === 'rejected') {
    console.warn('[payments] stripe webhook with a bad signature refused');
    return NextResponse.json({ error: 'invalid signature' }, { status: 400 });
  }
  if (result.status === 'not_found' || result.status === 'mismatch') {
    console.warn(`[payments] stripe webhook: ${result.status}`);
  }
  if (result.status === 'retry') {
    return NextResponse.json({ received: false, status: result.status }, { status: 503 });
  }
  return NextResponse.json({ received: true, status: result.status });
}
