import { z } from 'zod';
import { minorDigits, minorToMajorString, parseMajorToMinor } from '@/lib/format/money';
import { optionalString, requiredString, rule, toNumber, v } from '@/lib/validation/rules';

/**
 * The staff area's plan forms (create, edit, retire/restore). Prices are typed in the major unit
 * of the billing currency ("99" or "99.50", Arabic digits too) and come out in minor units; the
 * features are one per line. Code and audience are chosen once: the ledger names plans by code,
 * and a subscription was bought by one type of user.
 */

export const PLAN_LIMITS = {
  code: 60,
  name: 60,
  description: 300,
  featuresText: 1200,
  feature: 120,
  features: 10,
  priceMajor: 1_000_000,
  durationDays: 3660,
  limit: 100_000,
  sortOrder: 10_000,
} as const;

export const PLAN_AUDIENCES = ['INVESTOR', 'OWNER'] as const;

const CODE = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;

const featureLines = (text: string | undefined): string[] =>
  (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** One feature per line: at most 10 lines, each at most 120 characters. */
const features = () =>
  optionalString(
    v.max(PLAN_LIMITS.featuresText),
    rule<string>(
      'max',
      (s) => featureLines(s).every((l) => Array.from(l).length <= PLAN_LIMITS.feature),
      {
        length: PLAN_LIMITS.feature,
      },
    ),
    rule<string>('max_value', (s) => featureLines(s).length <= PLAN_LIMITS.features, {
      max: PLAN_LIMITS.features,
    }),
  ).transform(featureLines);

const wholeNumber = (min: number, max: number) =>
  requiredString(v.integer(), v.between(min, max)).transform((s) => toNumber(s));

/** Empty means "no limit". */
const optionalLimit = () =>
  optionalString(v.integer(), v.between(1, PLAN_LIMITS.limit)).transform((s) =>
    s ? toNumber(s) : undefined,
  );

function price(currency: string) {
  const unit = 10 ** minorDigits(currency);
  const toMinor = (s: string) => parseMajorToMinor(s, currency) ?? 0;
  return requiredString(
    rule<string>('numeric', (s) => parseMajorToMinor(s, currency) !== null),
    // Compared in minor units: "1,250" is one thousand two hundred and fifty.
    rule<string>('min_value', (s) => toMinor(s) >= 1, { min: 1 / unit }),
    rule<string>('max_value', (s) => toMinor(s) <= PLAN_LIMITS.priceMajor * unit, {
      max: PLAN_LIMITS.priceMajor,
    }),
  ).transform(toMinor);
}

function termsFields(currency: string) {
  return {
    nameEn: requiredString(v.max(PLAN_LIMITS.name)),
    nameAr: requiredString(v.max(PLAN_LIMITS.name)),
    descriptionEn: requiredString(v.max(PLAN_LIMITS.description)),
    descriptionAr: requiredString(v.max(PLAN_LIMITS.description)),
    featuresEn: features(),
    featuresAr: features(),
    price: price(currency),
    durationDays: wholeNumber(1, PLAN_LIMITS.durationDays),
    contactRequestsPerMonth: optionalLimit(),
    activeListings: optionalLimit(),
    dealRoomMegabytes: optionalLimit(),
    sortOrder: wholeNumber(0, PLAN_LIMITS.sortOrder),
  };
}

export function planCreateSchema(currency: string) {
  return z.object({
    code: requiredString(
      v.max(PLAN_LIMITS.code),
      rule<string>('alpha_dash', (s) => CODE.test(s.toLowerCase())),
    ).transform((s) => s.toLowerCase()),
    audience: requiredString(v.oneOf(PLAN_AUDIENCES)).transform(
      (s) => s as (typeof PLAN_AUDIENCES)[number],
    ),
    ...termsFields(currency),
  });
}

export function planUpdateSchema(currency: string) {
  return z.object({ id: z.uuid(), ...termsFields(currency) });
}

/** Retire or restore. */
export const planIdSchema = z.object({ id: z.uuid() });

export type PlanCreateInput = z.output<ReturnType<typeof planCreateSchema>>;
export type PlanUpdateInput = z.output<ReturnType<typeof planUpdateSchema>>;
export type PlanFormValues = z.input<ReturnType<typeof planCreateSchema>>;

/** What the edit form shows for a stored amount: "99" rather than "99.00", "99.50" as it is. */
export function priceInput(amountMinor: number, currency: string): string {
  return minorToMajorString(amountMinor, currency).replace(/\.0+$/, '');
}
