/**
 * Money is an integer of minor units plus an ISO 4217 currency (DESIGN 3), never a float.
 * Conversions to and from the major unit happen only here, with integer arithmetic.
 */
const MINOR_DIGITS: Record<string, number> = { SAR: 2, AED: 2, USD: 2, KWD: 3, BHD: 3, OMR: 3 };

export function minorDigits(currency: string): number {
  return MINOR_DIGITS[currency] ?? 2;
}

/** "1,234.50" typed by a user → 123450 (SAR). Null for anything that is not a plain amount. */
export function parseMajorToMinor(input: string, currency: string): number | null {
  const digits = minorDigits(currency);
  const normalized = input
    .trim()
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[,\u066C\s]/g, '')
    .replace('\u066B', '.');
  const match = new RegExp(`^(\\d{1,13})(?:\\.(\\d{0,${digits}}))?$`).exec(normalized);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(digits, '0') || '0');
  const value = whole * 10 ** digits + fraction;
  return Number.isSafeInteger(value) ? value : null;
}

/** 123450 → "1234.50": for form fields showing an existing amount. */
export function minorToMajorString(amountMinor: number, currency: string): string {
  const digits = minorDigits(currency);
  const sign = amountMinor < 0 ? '-' : '';
  const abs = Math.abs(amountMinor);
  const unit = 10 ** digits;
  const whole = Math.floor(abs / unit);
  const fraction = String(abs % unit).padStart(digits, '0');
  return digits ? `${sign}${whole}.${fraction}` : `${sign}${whole}`;
}

function numberLocale(locale: string): string {
  // Latin digits in Arabic too, as next-intl's dates and counts render them (one style per page).
  return locale === 'ar' ? 'ar-u-nu-latn' : 'en';
}

/**
 * Localised display, e.g. "SAR 1,234.50" or "1,234.50 ر.س."; `signed` adds "+"/"-" where the
 * language puts them (wallet history).
 */
export function formatMoney(
  amountMinor: number,
  currency: string,
  locale: string,
  { signed = false }: { signed?: boolean } = {},
): string {
  const digits = minorDigits(currency);
  // Division for display only: the value shown is never fed back into arithmetic.
  return new Intl.NumberFormat(numberLocale(locale), {
    style: 'currency',
    currency,
    signDisplay: signed ? 'exceptZero' : 'auto',
    minimumFractionDigits: amountMinor % 10 ** digits === 0 ? 0 : digits,
    maximumFractionDigits: digits,
  }).format(amountMinor / 10 ** digits);
}

/** The currency as the reader's language shows it: "SAR", "ر.س.". */
export function currencyLabel(currency: string, locale: string): string {
  const part = new Intl.NumberFormat(numberLocale(locale), { style: 'currency', currency })
    .formatToParts(0)
    .find((p) => p.type === 'currency');
  return part?.value.trim() || currency;
}
