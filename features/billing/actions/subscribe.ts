'use server';

import { subscribeSchema } from '@/features/billing/schemas/subscribe';
import { memberAction } from '@/lib/action/builder';
import { refreshUserCookie } from '@/lib/auth/current-user';
import { subscribe } from '@/features/billing/server/subscriptions';

export type SubscribeOutcome =
  | { status: 'subscribed'; endsAt: string; subscribedUntil: string }
  | { status: 'insufficient'; missingMinor: number }
  | { status: 'restricted'; owedMinor: number }
  | { status: 'unknown_plan' }
  | { status: 'price_changed'; priceMinor: number };

/**
 * Buys a plan from the wallet and re-signs the user-data cookie at once, so the very next request
 * (e.g. to /investments) already passes the proxy's subscription check.
 */
export const subscribeAction = memberAction
  .inputSchema(subscribeSchema)
  .action(async ({ input, ctx }): Promise<SubscribeOutcome> => {
    const result = await subscribe(ctx.user, input);
    if (result.status === 'insufficient') {
      return { status: 'insufficient', missingMinor: result.missingMinor };
    }
    if (result.status === 'restricted')
      return { status: 'restricted', owedMinor: result.owedMinor };
    if (result.status === 'unknown_plan') return { status: 'unknown_plan' };
    if (result.status === 'price_changed') {
      return { status: 'price_changed', priceMinor: result.priceMinor };
    }
    await refreshUserCookie();
    return {
      status: 'subscribed',
      endsAt: result.subscription.endsAt.toISOString(),
      subscribedUntil: result.subscribedUntil.toISOString(),
    };
  });
