import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { LOCALE_COOKIE } from '@/lib/constants';
import { localeCookieToSet } from '@/lib/i18n/locale-cookie';
import { localeCookieNeeded, preferredLocale } from '@/lib/i18n/locale-cookie-client';

/**
 * The open pages keep the language cookie in the browser (components/runtime/locale-cookie-sync.tsx)
 * by the rule the proxy applies on the server for a page load (lib/i18n/locale-cookie.ts, itself
 * held to next-intl's): the two must agree on every case, the browser's language list standing
 * for the Accept-Language header it sends.
 */
const LISTS: string[][] = [
  [],
  ['en-US', 'en'],
  ['ar-SA', 'ar', 'en'],
  ['fr'],
  ['fr-FR', 'ar'],
  ['de', 'en-US', 'ar'],
  ['de', 'ar', 'en'],
  ['AR'],
];

/** Accept-Language as a browser writes it from its list: the first entry, then falling weights. */
function acceptLanguage(list: string[]): string {
  return list.map((tag, i) => (i ? `${tag};q=${(1 - i * 0.1).toFixed(1)}` : tag)).join(',');
}

describe('the language cookie kept in the browser', () => {
  it('is written exactly when the server would write it on a page load', () => {
    for (const locale of ['en', 'ar'] as const) {
      for (const cookie of [undefined, 'en', 'ar', 'fr']) {
        for (const list of LISTS) {
          const headers = new Headers({ 'sec-fetch-dest': 'document' });
          if (cookie) headers.set('cookie', `${LOCALE_COOKIE}=${cookie}`);
          if (list.length) headers.set('accept-language', acceptLanguage(list));
          const server = localeCookieToSet(
            new NextRequest(`http://localhost/${locale}/about-us`, { headers }),
            locale,
          );
          const sent = { locale, cookie, list };
          expect({ sent, write: localeCookieNeeded(locale, cookie, list) }).toEqual({
            sent,
            write: server,
          });
        }
      }
    }
  });

  it('differs in one known case: a regional English before Arabic', () => {
    // next-intl's matcher (formatjs "best fit") weighs regions: for en-GB it finds Arabic, an exact
    // match further down, closer than English (en-US). The browser reads the first of our languages
    // by its primary subtag, English, rather than ship that matcher's data to every page: such a
    // visitor on an English open page gets no cookie, where the server would have written one.
    const list = ['en-GB', 'ar'];
    const headers = new Headers({
      'sec-fetch-dest': 'document',
      'accept-language': acceptLanguage(list),
    });
    const request = new NextRequest('http://localhost/en/about-us', { headers });
    expect(localeCookieToSet(request, 'en')).toBe(true);
    expect(localeCookieNeeded('en', undefined, list)).toBe(false);
  });

  it('reads the first of our languages in the browser’s list, else English', () => {
    expect(preferredLocale(['fr-FR', 'ar-EG', 'en'])).toBe('ar');
    expect(preferredLocale(['de'])).toBe('en');
    expect(preferredLocale([])).toBeUndefined();
  });
});
