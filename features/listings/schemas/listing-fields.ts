import { z } from 'zod';
import { minorDigits, minorToMajorString, parseMajorToMinor } from '@/lib/format/money';
import { encodeIssue } from '@/lib/validation/issue';
import { rule, stringField, toNumber, v } from '@/lib/validation/rules';
import { isUuid } from '@/lib/ids';

/** Field building blocks shared by the advertisement and opportunity forms. */

export const LISTING_CURRENCY = 'SAR';
/** 10 billion in the major unit: far above any real listing, far below a safe integer. */
export const MAX_AMOUNT_MAJOR = 10_000_000_000;

export const listingIdSchema = z.string().refine(isUuid, { error: () => encodeIssue('required') });

/** A plain amount ("1,250.50", Arabic digits allowed) with at most the currency's decimals. */
const amount = () =>
  rule<string>('numeric', (s) => parseMajorToMinor(s, LISTING_CURRENCY) !== null);

const toMinor = (s: string) => parseMajorToMinor(s, LISTING_CURRENCY) ?? 0;
const unit = 10 ** minorDigits(LISTING_CURRENCY);

// Compared in minor units: "1,250" is one thousand two hundred and fifty, never 1.25.
const atLeast = (minMajor: number) =>
  rule<string>('min_value', (s) => toMinor(s) >= minMajor * unit, { min: minMajor });
const atMost = (maxMajor: number) =>
  rule<string>('max_value', (s) => toMinor(s) <= maxMajor * unit, { max: maxMajor });

/** A required amount typed in the major unit, output in minor units. */
export function requiredMoney(minMajor: number) {
  return stringField({}, amount(), atLeast(minMajor), atMost(MAX_AMOUNT_MAJOR)).transform(toMinor);
}

/** An optional amount: empty → null, otherwise minor units. */
export function optionalMoney() {
  return stringField({ required: false }, amount(), atMost(MAX_AMOUNT_MAJOR)).transform((s) =>
    s ? toMinor(s) : null,
  );
}

/** Minor units → what the amount field shows when editing (empty for none). */
export function moneyInput(amountMinor: number | null | undefined): string {
  if (amountMinor == null) return '';
  // "350000" rather than "350000.00"; a real fraction stays ("99.50").
  return minorToMajorString(amountMinor, LISTING_CURRENCY).replace(/\.0+$/, '');
}

/** A percentage with up to two decimals ("12.5"), output in basis points (1250); empty → null. */
export function optionalPercentBps(max: number) {
  const plain = rule<string>('numeric', (s) => /^\d{1,4}(?:\.\d{0,2})?$/.test(toLatin(s)));
  return stringField({ required: false }, plain, v.between(0, max)).transform((s) =>
    s ? Math.round(toNumber(s) * 100) : null,
  );
}

function toLatin(s: string): string {
  return s
    .trim()
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\u066B,]/g, '.');
}

/** Basis points → the percentage field's text ("12.5"). */
export function percentInput(bps: number | null | undefined): string {
  if (bps == null) return '';
  const whole = Math.floor(bps / 100);
  const fraction = String(bps % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** One of a fixed list (category, city, ...): empty is `required`, anything else `one_of`. */
export function choice<T extends string>(values: readonly T[]) {
  return stringField({}, v.oneOf(values)).transform((s) => s as T);
}
