/**
 * Pre-moderation as pure functions (no database, no `server-only`): the LISTING_REVIEW mode and
 * word list read from the environment, and the automatic flags a listing's text or price raises.
 * The start-up check (lib/config/check-env.ts) and the services (server/auto-flags.ts) read them
 * here, and unit tests call them directly.
 */

type Env = Record<string, string | undefined>;

/** off: publish at once; first: an owner's first listing waits; all: every publish waits. */
export const LISTING_REVIEW_MODES = ['off', 'first', 'all'] as const;
export type ListingReviewMode = (typeof LISTING_REVIEW_MODES)[number];

/** What sent a listing to review; labels under `admin.listings.flags.*`. */
export const REVIEW_FLAGS = ['phone', 'email', 'price', 'word'] as const;
export type ReviewFlag = (typeof REVIEW_FLAGS)[number];

/** LISTING_REVIEW, or null when it is set to something else (the start-up check refuses that). */
export function reviewModeOf(env: Env): ListingReviewMode | null {
  const raw = env.LISTING_REVIEW?.trim().toLowerCase();
  if (!raw) return 'off';
  return LISTING_REVIEW_MODES.find((mode) => mode === raw) ?? null;
}

/** LISTING_REVIEW_WORDS: comma-separated (Latin or Arabic comma), normalized, blanks dropped. */
export function reviewWordsOf(env: Env): string[] {
  const raw = env.LISTING_REVIEW_WORDS ?? '';
  const words = raw.split(/[,،]/).map(normalizeText).filter(Boolean);
  return [...new Set(words)];
}

/** Both kinds of Arabic-Indic digits (٠-٩, ۰-۹) as Latin digits. */
function latinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) =>
    String((digit.charCodeAt(0) - 0x0660) % 0x90),
  );
}

/**
 * Text as words are compared: Latin in lower case, Arabic without diacritics or tatweel, with one
 * alef (أ إ آ ٱ → ا), one yaa (ى → ي) and taa marbuta as haa (ة → ه); words separated by single
 * spaces (punctuation is a separator).
 */
export function normalizeText(text: string): string {
  return latinDigits(text)
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

// A run of digits with single separators between groups: "0501234567", "+966 50 123 4567",
// "(050) 123-4567", "050.123.4567".
const PHONE_RUN = /\+?(?:\(\d+\)|\d+)(?:[ \-.\u00A0](?:\(\d+\)|\d+)|\(\d+\))*/g;
const MIN_PHONE_DIGITS = 8;

/**
 * A phone number: a run of at least 8 digits (Latin or Arabic-Indic), spaced or dashed. Not a
 * price or a year: "1,500,000" (commas split it), "15 000 000" (thousands groups without a
 * leading + or 0) and "2019-2023" (years) are not phone numbers.
 */
export function hasPhoneNumber(text: string): boolean {
  for (const [run] of latinDigits(text).matchAll(PHONE_RUN)) {
    const groups = run.match(/\d+/g) ?? [];
    const digits = groups.join('');
    if (digits.length < MIN_PHONE_DIGITS) continue;
    if (groups.length > 1 && groups.every((group) => /^(19|20)\d\d$/.test(group))) continue;
    const thousands =
      groups.length > 1 &&
      /^[1-9]\d{0,2}$/.test(groups[0]!) &&
      groups.slice(1).every((group) => group.length === 3);
    if (thousands && !run.startsWith('+')) continue;
    return true;
  }
  return false;
}

const EMAIL = /[\p{L}\p{N}._%+-]+\s?@\s?[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/u;

/** An e-mail address, also with a space on either side of the @. */
export function hasEmailAddress(text: string): boolean {
  return EMAIL.test(text);
}

/** The listed words or phrases that appear as whole words in the text (after normalizing both). */
export function matchedWords(text: string, words: readonly string[]): string[] {
  const haystack = ` ${normalizeText(text)} `;
  return words.filter((word) => word && haystack.includes(` ${word} `));
}

/** The flags a listing's texts raise (title, summary, description): phone, e-mail, word. */
export function textFlags(texts: readonly string[], words: readonly string[]): ReviewFlag[] {
  const text = texts.join('\n');
  const flags: ReviewFlag[] = [];
  if (hasPhoneNumber(text)) flags.push('phone');
  if (hasEmailAddress(text)) flags.push('email');
  if (matchedWords(text, words).length > 0) flags.push('word');
  return flags;
}

/** A price is far out when it is more than this many times the median, or less than its share. */
export const PRICE_OUTLIER_FACTOR = 10;
/** Fewer published listings to compare with than this: no price flag. */
export const PRICE_MIN_SAMPLE = 5;

/** True when `value` is more than 10× `median` or less than a tenth of it. */
export function isPriceOutlier(value: number, median: number): boolean {
  if (median <= 0) return false;
  return value > median * PRICE_OUTLIER_FACTOR || value * PRICE_OUTLIER_FACTOR < median;
}

/** The flags of a listing, in a stable order and without repeats. */
export function sortFlags(flags: Iterable<ReviewFlag>): ReviewFlag[] {
  const set = new Set(flags);
  return REVIEW_FLAGS.filter((flag) => set.has(flag));
}
