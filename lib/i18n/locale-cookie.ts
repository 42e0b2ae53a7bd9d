import { match } from '@formatjs/intl-localematcher';
import Negotiator from 'negotiator';
import type { NextRequest, NextResponse } from 'next/server';
import { localeCookie, routing, type Locale } from '@/i18n/routing';

/**
 * The locale cookie as next-intl's middleware keeps it (next-intl 4.14's `syncCookie`, same
 * libraries), for the page requests proxy.ts serves without running that middleware (it
 * copies the request's headers a second time).
 * tests/i18n/locale-cookie.test.ts compares the two on every case below, so an upgrade of
 * next-intl that changes its rule fails there.
 *
 * - Only a document request may set it: background requests of the client router (prefetches,
 *   revalidations of pages in the other language) must not undo a language switch.
 * - A cookie naming another language is replaced by the page's.
 * - No cookie: set only when the browser's preferred language (Accept-Language) is not the page's,
 *   so the choice of the page's language is remembered.
 */
export function localeCookieToSet(request: NextRequest, locale: Locale): boolean {
  const dest = request.headers.get('sec-fetch-dest');
  if (dest != null && dest !== 'document') return false;
  const current = request.cookies.get(localeCookie.name);
  if (current) return current.value !== locale;
  return acceptLanguageLocale(request.headers) !== locale;
}

export function setLocaleCookie(response: NextResponse, locale: Locale): void {
  const { name, ...options } = localeCookie;
  response.cookies.set(name, locale, options);
}

/**
 * The match depends on the header alone, and browsers send few distinct values: remembered
 * (bounded, cleared when full) rather than negotiated on every cookie-less request.
 */
const matched = new Map<string, string | undefined>();
const MATCHED_LIMIT = 500;

function acceptLanguageLocale(headers: Headers): string | undefined {
  const header = headers.get('accept-language') ?? '';
  if (matched.has(header)) return matched.get(header);
  if (matched.size >= MATCHED_LIMIT) matched.clear();
  const locale = negotiate(header);
  matched.set(header, locale);
  return locale;
}

/** next-intl's `getAcceptLanguageLocale`: undefined when the header cannot be matched. */
function negotiate(header: string): string | undefined {
  const languages = new Negotiator({
    headers: { 'accept-language': header || undefined },
  }).languages();
  // Longest first: the workaround next-intl applies for formatjs/formatjs#4469.
  const ordered = [...routing.locales].sort((a, b) => b.length - a.length);
  try {
    const found = match(languages, ordered, routing.defaultLocale);
    return routing.locales.find((l) => l.toLowerCase() === found.toLowerCase());
  } catch {
    return undefined; // an invalid language tag
  }
}
