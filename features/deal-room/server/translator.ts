import 'server-only';
import { createTranslator } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';

/**
 * The deal room's texts in a given language, whatever the request's: an NDA is shown and copied
 * in the reader's language (the default text, the PDF copy's labels).
 */
export function dealRoomTranslator(locale: Locale) {
  // Both files have the same keys (tests/i18n); typed by the English one, whose literal texts
  // next-intl reads the ICU arguments from.
  const messages = (locale === 'ar' ? ar : en) as typeof en;
  return createTranslator({ locale, messages, namespace: 'dealRoom' });
}
