import { setRequestLocale } from 'next-intl/server';
import { type Locale, toLocale } from '@/i18n/routing';

/**
 * Every layout and page that uses next-intl on the server sets the locale from its own params:
 * segments may render before the [locale] layout has set it, and next-intl then falls back to
 * reading a request header, which turns a prerendered page dynamic (and fails an ISR render
 * with DYNAMIC_SERVER_USAGE). An unknown locale is left to the [locale] layout's 404.
 */
export async function segmentLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  const known = toLocale(locale);
  setRequestLocale(known);
  return known;
}
