import { parseMajorToMinor } from '@/lib/format/money';

/**
 * Wallet limits, the billing currency and the promotion packages: the one place they are decided.
 * No 'server-only': client forms validate with the same numbers. Environment variables are only
 * visible on the server, so pages resolve `getBillingLimits()` there and hand the result to client
 * islands as props (never call it in the browser expecting the server's values).
 *
 * Amounts in the environment are written in major units (e.g. `WALLET_TOP_UP_MIN=10` = 10 SAR).
 */

export const DEFAULT_CURRENCY = 'SAR';

export type PromotionPackage = { code: string; days: number; priceMinor: number };

export type BillingLimits = {
  currency: string;
  /** Smallest single top-up. */
  topUpMinMinor: number;
  /** Largest single top-up. */
  topUpMaxMinor: number;
  /** A top-up may not take the balance above this. */
  maxBalanceMinor: number;
  promotionPackages: PromotionPackage[];
};

export const DEFAULT_LIMITS: BillingLimits = {
  currency: DEFAULT_CURRENCY,
  topUpMinMinor: 10_00,
  topUpMaxMinor: 50_000_00,
  maxBalanceMinor: 200_000_00,
  promotionPackages: [
    { code: 'week', days: 7, priceMinor: 49_00 },
    { code: 'fortnight', days: 14, priceMinor: 89_00 },
    { code: 'month', days: 30, priceMinor: 149_00 },
  ],
};

function amountFromEnv(value: string | undefined, currency: string, fallback: number): number {
  if (!value) return fallback;
  const parsed = parseMajorToMinor(value, currency);
  if (parsed === null || parsed <= 0) {
    console.warn(`[billing] ignoring invalid amount "${value}"; using the default`);
    return fallback;
  }
  return parsed;
}

/** `PROMOTION_PACKAGES="7:49,14:89,30:149"` (days:price in major units). */
function packagesFromEnv(value: string | undefined, currency: string): PromotionPackage[] | null {
  if (!value) return null;
  const packages: PromotionPackage[] = [];
  for (const part of value.split(',')) {
    const [daysText, priceText] = part.split(':').map((s) => s.trim());
    const days = Number(daysText);
    const priceMinor = priceText ? parseMajorToMinor(priceText, currency) : null;
    if (!Number.isInteger(days) || days < 1 || days > 365 || !priceMinor || priceMinor <= 0) {
      console.warn(`[billing] ignoring invalid PROMOTION_PACKAGES "${value}"`);
      return null;
    }
    packages.push({ code: `days-${days}`, days, priceMinor });
  }
  return packages.length > 0 ? packages : null;
}

/** The limits in force, read from the environment with the defaults above. */
export function getBillingLimits(
  env: Record<string, string | undefined> = process.env,
): BillingLimits {
  const currency = /^[A-Z]{3}$/.test(env.BILLING_CURRENCY ?? '')
    ? env.BILLING_CURRENCY!
    : DEFAULT_CURRENCY;
  const topUpMinMinor = amountFromEnv(
    env.WALLET_TOP_UP_MIN,
    currency,
    DEFAULT_LIMITS.topUpMinMinor,
  );
  const topUpMaxMinor = Math.max(
    topUpMinMinor,
    amountFromEnv(env.WALLET_TOP_UP_MAX, currency, DEFAULT_LIMITS.topUpMaxMinor),
  );
  const maxBalanceMinor = Math.max(
    topUpMaxMinor,
    amountFromEnv(env.WALLET_MAX_BALANCE, currency, DEFAULT_LIMITS.maxBalanceMinor),
  );
  return {
    currency,
    topUpMinMinor,
    topUpMaxMinor,
    maxBalanceMinor,
    promotionPackages:
      packagesFromEnv(env.PROMOTION_PACKAGES, currency) ?? DEFAULT_LIMITS.promotionPackages,
  };
}

/** How much may still be topped up at `balanceMinor`: 0 when the balance is at its ceiling. */
export function topUpRoom(limits: BillingLimits, balanceMinor: number): number {
  return Math.max(0, Math.min(limits.topUpMaxMinor, limits.maxBalanceMinor - balanceMinor));
}

/**
 * The amount to suggest for a top-up that must cover `missingMinor`: at least the minimum, at most
 * the maximum per top-up.
 */
export function suggestedTopUp(limits: BillingLimits, missingMinor: number): number {
  return Math.min(limits.topUpMaxMinor, Math.max(limits.topUpMinMinor, Math.ceil(missingMinor)));
}
