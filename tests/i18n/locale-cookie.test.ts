import createMiddleware from 'next-intl/middleware';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { routing } from '@/i18n/routing';
import { LOCALE_COOKIE } from '@/lib/constants';
import proxy from '@/proxy';

/**
 * proxy.ts hands a page over without next-intl's middleware (lib/i18n/locale-cookie.ts): what the
 * page and the browser get must stay what next-intl would give them, the locale the page renders
 * in and the locale cookie, in every case next-intl tells apart.
 */
const nextIntl = createMiddleware(routing);

const COOKIES = [undefined, 'en', 'ar', 'fr'];
const LANGUAGES = [
  undefined,
  'en-US,en;q=0.9',
  'ar-SA,ar;q=0.9,en;q=0.5',
  'fr',
  'de;q=0.5, ar;q=0.8',
  '*',
  '!!',
];
const DESTS = [undefined, 'document', 'empty'];

function request(path: string, cookie?: string, language?: string, dest?: string) {
  const headers = new Headers();
  if (cookie) headers.set('cookie', `${LOCALE_COOKIE}=${cookie}`);
  if (language) headers.set('accept-language', language);
  if (dest) headers.set('sec-fetch-dest', dest);
  return new NextRequest(`http://localhost:3000${path}`, { headers });
}

/**
 * The locale cookie a response sets ('' for none) and the locale the page renders in: next-intl's
 * request header when the proxy rewrites the request, else the path's own prefix (a page read as
 * it came takes its locale from its [locale] segment, lib/i18n/segment-locale.ts).
 */
function outcome(response: Response, path: string) {
  const cookie = response.headers
    .getSetCookie()
    .filter((c) => c.startsWith(`${LOCALE_COOKIE}=`))
    // Expires is the clock plus Max-Age (compared): two calls may fall in two different seconds.
    .map((c) => c.replace(/; Expires=[^;]+/, ''))
    .join('; ');
  const header = response.headers.get('x-middleware-request-x-next-intl-locale');
  return { cookie, locale: header ?? /^\/(en|ar)(?:\/|$)/.exec(path)?.[1] ?? null };
}

describe('the proxy keeps the locale as next-intl does', () => {
  it('sets the same locale cookie and locale header in every case', async () => {
    let set = 0;
    for (const path of ['/en/about-us', '/ar/about-us', '/ar/policy']) {
      for (const cookie of COOKIES) {
        for (const language of LANGUAGES) {
          for (const dest of DESTS) {
            const ours = outcome(await proxy(request(path, cookie, language, dest)), path);
            const theirs = outcome(await nextIntl(request(path, cookie, language, dest)), path);
            const sent = { path, cookie, language, dest };
            expect({ sent, ...ours }).toEqual({ sent, ...theirs });
            if (ours.cookie) set++;
          }
        }
      }
    }
    // The matrix covers both outcomes, not only "no cookie".
    expect(set).toBeGreaterThan(20);
  });

  it('remembers a language chosen against the browser, and leaves a matching one alone', async () => {
    const chosen = outcome(
      await proxy(request('/ar/about-us', undefined, 'en-US', 'document')),
      '/ar/about-us',
    );
    expect(chosen.cookie).toMatch(new RegExp(`^${LOCALE_COOKIE}=ar; Path=/; .*SameSite=lax`));
    expect(chosen.locale).toBe('ar');
    const usual = outcome(
      await proxy(request('/ar/about-us', undefined, 'ar', 'document')),
      '/ar/about-us',
    );
    expect(usual.cookie).toBe('');
    // A background request of the client router never changes it.
    const prefetch = outcome(
      await proxy(request('/en/about-us', 'ar', 'ar', 'empty')),
      '/en/about-us',
    );
    expect(prefetch).toEqual({ cookie: '', locale: 'en' });
  });

  it('leaves paths next-intl would rewrite to next-intl', async () => {
    for (const path of ['/en/%61bout-us', '/en//about-us']) {
      const ours = await proxy(request(path, undefined, 'ar', 'document'));
      const theirs = await nextIntl(request(path, undefined, 'ar', 'document'));
      expect(ours.headers.get('x-middleware-rewrite')).toBe(
        theirs.headers.get('x-middleware-rewrite'),
      );
      expect(outcome(ours, path)).toEqual(outcome(theirs, path));
    }
  });
});
