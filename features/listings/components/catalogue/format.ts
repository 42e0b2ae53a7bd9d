import { formatMoney } from '@/lib/format/money';

/** "SAR 50,000 – SAR 250,000", or one amount when both ends are equal. */
export function amountRangeText(
  range: (values: { min: string; max: string }) => string,
  minMinor: number,
  maxMinor: number,
  currency: string,
  locale: string,
): string {
  const min = formatMoney(minMinor, currency, locale);
  return minMinor === maxMinor ? min : range({ min, max: formatMoney(maxMinor, currency, locale) });
}

/** Basis points as a fraction, for `format.number(..., { style: 'percent' })`. */
export function bpsToFraction(bps: number): number {
  return bps / 10_000;
}

export const PERCENT = { style: 'percent', maximumFractionDigits: 2 } as const;
