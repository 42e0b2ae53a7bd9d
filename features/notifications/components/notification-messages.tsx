'use client';

import {
  NextIntlClientProvider,
  useLocale,
  useMessages,
  type AbstractIntlMessages,
} from 'next-intl';
import { useEffect, useState, type ReactNode } from 'react';
import { FORMATS, TIME_ZONE } from '@/i18n/formats';
import { BUILD_ID } from '@/lib/constants';

/**
 * The notification texts for what is under it. The header (the same for everyone on a cached
 * page) sits under the root provider, which never carries them: they are fetched once the bell is
 * shown (app/api/notifications/messages, one file per build that the browser keeps), so a
 * visitor's page never carries them. `fallback` stands in until they arrive.
 */
export function NotificationMessages({
  children,
  fallback,
}: {
  children: ReactNode;
  fallback: ReactNode;
}) {
  const locale = useLocale();
  const messages = useMessages();
  const [fetched, setFetched] = useState<AbstractIntlMessages | null>(null);

  useEffect(() => {
    let active = true;
    fetch(`/api/notifications/messages/${locale}?build=${BUILD_ID}`)
      .then((response) => {
        if (!response.ok) throw new Error(`status ${response.status}`);
        return response.json() as Promise<AbstractIntlMessages>;
      })
      .then((texts) => active && setFetched(texts))
      .catch((error: unknown) => console.error('[notifications] texts failed', error));
    return () => {
      active = false;
    };
  }, [locale]);

  if (!fetched) return fallback;
  return (
    <NextIntlClientProvider
      locale={locale}
      timeZone={TIME_ZONE}
      formats={FORMATS}
      messages={{ ...messages, notifications: fetched }}
    >
      {children}
    </NextIntlClientProvider>
  );
}
