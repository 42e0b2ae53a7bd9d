import { z } from 'zod';
import { minorDigits, parseMajorToMinor } from '@/lib/format/money';
import { requiredString, rule, v } from '@/lib/validation/rules';

export type TopUpBounds = { currency: string; minMinor: number; maxMinor: number };

function major(amountMinor: number, currency: string): number {
  return amountMinor / 10 ** minorDigits(currency);
}

/**
 * The top-up form: an amount in major units ("150" or "150.50", Arabic digits too) between the
 * bounds, which the page works out from features/billing/limits.ts and the balance. The output is the
 * amount in minor units. The action checks again with the balance at that moment.
 */
export function topUpSchema({ currency, minMinor, maxMinor }: TopUpBounds) {
  return z.object({
    amount: requiredString(
      rule<string>('numeric', (s) => parseMajorToMinor(s, currency) !== null),
      v.between(major(minMinor, currency), major(maxMinor, currency)),
    ).transform((s) => parseMajorToMinor(s, currency) ?? 0),
  });
}
