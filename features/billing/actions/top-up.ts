'use server';

import { getLocale } from 'next-intl/server';
import { toLocale } from '@/i18n/routing';
import { getBillingLimits } from '@/features/billing/limits';
import { rateLimited, type ActionResult } from '@/lib/action/result';
import { minorDigits } from '@/lib/format/money';
import { topUpSchema, type TopUpInput } from '@/features/billing/schemas/top-up';
import { validatedAction, withUser } from '@/lib/action/builder';
import type { CurrentUser } from '@/lib/auth/current-user';
import { createTopUp } from '@/features/billing/server/payments';
import { hitRateLimit } from '@/lib/rate-limit';
import { getSiteOrigin } from '@/lib/http/request-context';
import { encodeIssue } from '@/lib/validation/issue';

const TOP_UPS_PER_USER = { limit: 20, windowSeconds: 15 * 60 };

/** Starts a top-up: a pending payment and the gateway's checkout address to go to. */
export async function startTopUpAction(
  input: TopUpInput,
): Promise<ActionResult<{ redirectUrl: string }>> {
  return withUser(startTopUp)(input);
}

async function startTopUp(
  user: CurrentUser,
  input: TopUpInput,
): Promise<ActionResult<{ redirectUrl: string }>> {
  const limits = getBillingLimits();
  const schema = topUpSchema({
    currency: limits.currency,
    minMinor: limits.topUpMinMinor,
    maxMinor: limits.topUpMaxMinor,
  });
  return validatedAction(schema, async ({ amount }) => {
    const hit = await hitRateLimit(`top-up:${user.id}`, TOP_UPS_PER_USER);
    if (!hit.allowed) return rateLimited(hit.retryAfterSeconds);
    const current = await getLocale();
    const result = await createTopUp(
      user,
      { amountMinor: amount },
      { locale: toLocale(current), origin: await getSiteOrigin() },
    );
    if (result.status === 'unavailable') return { ok: false, formError: 'unavailable' };
    if (result.status === 'out_of_range') {
      const unit = 10 ** minorDigits(limits.currency);
      const values = { min: result.minMinor / unit, max: result.maxMinor / unit };
      return { ok: false, fieldErrors: { amount: encodeIssue('between', values) } };
    }
    return { ok: true, data: { redirectUrl: result.redirectUrl } };
  })(input);
}
