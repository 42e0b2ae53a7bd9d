'use server';

import type { ActionResult } from '@/lib/action/result';
import { subscribeSchema, type SubscribeInput } from '@/features/billing/schemas/subscribe';
import { userAction } from '@/lib/action/builder';
import { refreshUserCookie } from '@/lib/auth/current-user';
import { subscribe } from '@/features/billing/server/subscriptions';

export type SubscribeOutcome =
  | { status: 'subscribed'; endsAt: string; subscribedUntil: string }
  | { status: 'insufficient'; missingMinor: number }
  | { status: 'restricted'; owedMinor: number }
  | { status: 'unknown_plan' };

/**
 * Buys a plan from the wallet and re-signs the user-data cookie at once, so the very next request
 * (e.g. to /investments) already passes the proxy's subscription check.
 */
export async function subscribeAction(
  input: SubscribeInput,
): Promise<ActionResult<SubscribeOutcome>> {
  return userAction(
    subscribeSchema,
    async (user, data): Promise<ActionResult<SubscribeOutcome>> => {
      const result = await subscribe(user, data);
      if (result.status === 'insufficient') {
        return { ok: true, data: { status: 'insufficient', missingMinor: result.missingMinor } };
      }
      if (result.status === 'restricted') {
        return { ok: true, data: { status: 'restricted', owedMinor: result.owedMinor } };
      }
      if (result.status === 'unknown_plan') return { ok: true, data: { status: 'unknown_plan' } };
      await refreshUserCookie();
      return {
        ok: true,
        data: {
          status: 'subscribed',
          endsAt: result.subscription.endsAt.toISOString(),
          subscribedUntil: result.subscribedUntil.toISOString(),
        },
      };
    },
  )(input);
}
