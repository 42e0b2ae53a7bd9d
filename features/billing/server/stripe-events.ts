import 'server-only';
import { completePayment, type CompleteResult } from './payments';
import { applyReversal, type ReversalResult } from './reversals';

export type StripeWebhookResult =
  { status: 'rejected' } | { status: 'ignored' } | CompleteResult | ReversalResult;

/**
 * A verified Stripe event: a Checkout result goes through the same crediting code as the
 * sandbox's, a refund or dispute of a charge through the same reversal code.
 */
export async function handleStripeWebhook(
  rawBody: string,
  signature: string | null,
): Promise<StripeWebhookResult> {
  const { parseStripeEvent, stripeOutcome, stripeReversal } = await import('./gateways/stripe');
  let event;
  try {
    event = parseStripeEvent(rawBody, signature);
  } catch {
    return { status: 'rejected' };
  }
  const outcome = stripeOutcome(event);
  if (outcome) {
    return completePayment({
      paymentId: outcome.paymentId,
      provider: 'stripe',
      outcome: outcome.outcome,
      providerRef: outcome.providerRef,
      providerPaymentRef: outcome.providerPaymentRef,
      amountMinor: outcome.amountMinor,
      currency: outcome.currency,
      reason: event.type,
    });
  }
  const reversal = stripeReversal(event);
  if (reversal) return applyReversal(reversal.locator, reversal.event);
  return { status: 'ignored' };
}
