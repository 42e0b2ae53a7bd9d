'use server';

import { getLocale } from 'next-intl/server';
import { toLocale } from '@/i18n/routing';
import { getBillingLimits } from '@/features/billing/limits';
import { minorDigits } from '@/lib/format/money';
import { topUpSchema } from '@/features/billing/schemas/top-up';
import { memberAction } from '@/lib/action/builder';
import { DomainError } from '@/lib/errors/domain-error';
import { createTopUp } from '@/features/billing/server/payments';
import { hitRateLimit } from '@/lib/rate-limit';
import { getSiteOrigin } from '@/lib/http/request-context';

const TOP_UPS_PER_USER = { limit: 20, windowSeconds: 15 * 60 };

function topUpSchemaFromLimits() {
  const limits = getBillingLimits();
  return topUpSchema({
    currency: limits.currency,
    minMinor: limits.topUpMinMinor,
    maxMinor: limits.topUpMaxMinor,
  });
}

/** Starts a top-up: a pending payment and the gateway's checkout address to go to. */
export const startTopUpAction = memberAction
  .inputSchema(topUpSchemaFromLimits)
  .action(async ({ input: { amount }, ctx: { user } }) => {
    const hit = await hitRateLimit(`top-up:${user.id}`, TOP_UPS_PER_USER);
    if (!hit.allowed) throw DomainError.rateLimited(hit.retryAfterSeconds);
    const result = await createTopUp(
      user,
      { amountMinor: amount },
      { locale: toLocale(await getLocale()), origin: await getSiteOrigin() },
    );
    if (result.status === 'unavailable') throw new DomainError('unavailable');
    if (result.status === 'out_of_range') {
      const unit = 10 ** minorDigits(getBillingLimits().currency);
      const values = { min: result.minMinor / unit, max: result.maxMinor / unit };
      throw DomainError.field('amount', 'between', values);
    }
    return { redirectUrl: result.redirectUrl };
  });
