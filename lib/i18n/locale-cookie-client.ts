import { routing, type Locale } from '@/i18n/routing';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '@/lib/constants';

/**
 * The language a browser prefers among ours, from its language list (what it sends as
 * Accept-Language): the first entry naming one of them, else English, the default, as next-intl
 * negotiates it on the server (lib/i18n/locale-cookie.ts). No list at all: none, as there.
 */
export function preferredLocale(languages: readonly string[]): Locale | undefined {
  if (!languages.length) return undefined;
  for (const tag of languages) {
    const primary = tag.split('-')[0]?.toLowerCase();
    const found = routing.locales.find((l) => l === primary);
    if (found) return found;
  }
  return routing.defaultLocale;
}

/** The cookie as SPEC 4 keeps it: 365 days, SameSite Lax, Secure over https. */
export function writeLocaleCookie(locale: string): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax${secure}`;
}

/** The cookie's value in this document, if any. */
export function readLocaleCookie(): string | undefined {
  const prefix = `${LOCALE_COOKIE}=`;
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
}

/**
 * next-intl's rule for a page load (lib/i18n/locale-cookie.ts `localeCookieToSet`): a cookie naming
 * another language is replaced by the page's; with none, one is written only when the browser's
 * preferred language is not the page's.
 */
export function localeCookieNeeded(
  locale: string,
  cookie: string | undefined,
  languages: readonly string[],
): boolean {
  if (cookie) return cookie !== locale;
  return preferredLocale(languages) !== locale;
}
