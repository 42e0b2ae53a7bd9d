import { defineRouting } from 'next-intl/routing';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '@/lib/constants';

export const routing = defineRouting({
  locales: ['en', 'ar'],
  defaultLocale: 'en',
  localePrefix: 'always',
  // Every page's <head> lists its languages (pageMetadata) and so does the sitemap: the same links
  // again in a Link header on every response were only work for the proxy (issue 11).
  alternateLinks: false,
  localeCookie: {
    name: LOCALE_COOKIE,
    maxAge: LOCALE_COOKIE_MAX_AGE,
    sameSite: 'lax',
    // Secure in production, as the switcher writes it on https pages (and the auth cookies are).
    secure: process.env.NODE_ENV === 'production',
  },
});

export type Locale = (typeof routing.locales)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (routing.locales as readonly string[]).includes(value);
}

export function localeDir(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}
