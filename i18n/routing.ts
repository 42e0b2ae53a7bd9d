import { defineRouting } from 'next-intl/routing';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '@/lib/constants';
import { LOCALES } from '@/lib/constants';

/** The locale cookie (SPEC's NEXT_LOCALE), kept by next-intl and by lib/i18n/locale-cookie.ts. */
export const localeCookie = {
  name: LOCALE_COOKIE,
  maxAge: LOCALE_COOKIE_MAX_AGE,
  sameSite: 'lax',
  secure: process.env.NODE_ENV === 'production',
} as const;

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: 'en',
  localePrefix: 'always',
  // Every page's <head> lists its languages (pageMetadata) and so does the sitemap: the same links
  // again in a Link header on every response were only work for the proxy.
  alternateLinks: false,
  localeCookie,
});

export type Locale = (typeof routing.locales)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (routing.locales as readonly string[]).includes(value);
}

/** A locale from a segment, a cookie or next-intl: a known one as it is, anything else the default. */
export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : routing.defaultLocale;
}

export function localeDir(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}
