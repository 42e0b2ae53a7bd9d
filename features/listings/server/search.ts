import 'server-only';
import { sql, type SQL } from 'drizzle-orm';

/** The catalogues' text search: what a person typed, as a prefix full-text query. */

const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 64;
const ARABIC_WORD = /^[\u0600-\u06FF]+$/;

/**
 * A prefix `tsquery` from what a person typed, or null when nothing searchable is left. Words
 * are reduced to letters and digits, so no tsquery syntax (`&`, `|`, `!`, `:`, quotes) can come
 * from the user; the result is still sent as a bound parameter. Every word must match the start
 * of a word of the listing ("rest" finds "restaurant"); an Arabic word also matches after the
 * article ("رياض" finds "الرياض").
 */
export function prefixTsQuery(input: string): string | null {
  const words = input
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\p{M}\u0640]/gu, '') // Arabic diacritics and tatweel, combining marks
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS)
    .map((word) => word.slice(0, MAX_WORD_LENGTH));
  if (!words.length) return null;
  return words
    .map((word) =>
      ARABIC_WORD.test(word) && !word.startsWith('ال') && word.length > 1
        ? `(${word}:* | ال${word}:*)`
        : `${word}:*`,
    )
    .join(' & ');
}

/**
 * `document @@ to_tsquery('simple', $1)`. `document` must be the very expression of the GIN
 * index in lib/db/schema/listings.ts so the planner can use it (server/kinds.ts).
 */
export function textMatch(document: SQL, input: string): SQL | null {
  const query = prefixTsQuery(input);
  return query ? sql`${document} @@ to_tsquery('simple', ${query})` : null;
}
