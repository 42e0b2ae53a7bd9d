'use client';

import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import {
  localeCookieNeeded,
  readLocaleCookie,
  writeLocaleCookie,
} from '@/lib/i18n/locale-cookie-client';

/**
 * The open pages (cache-handlers/open-pages.mjs) are answered without the request layer, which is
 * where the language cookie is kept on a page load. This keeps it in the browser instead, by the
 * same rule, once per document; on the other pages the server already did, and it finds nothing
 * to do.
 */
export function LocaleCookieSync() {
  const locale = useLocale();
  useEffect(() => {
    if (localeCookieNeeded(locale, readLocaleCookie(), navigator.languages)) {
      writeLocaleCookie(locale);
    }
  }, [locale]);
  return null;
}
