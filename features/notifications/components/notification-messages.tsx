'use client';

import {
  NextIntlClientProvider,
  useLocale,
  useMessages,
  type AbstractIntlMessages,
} from 'next-intl';
import { useEffect, useState, type ReactNode } from 'react';
import { FORMATS, TIME_ZONE } from '@/i18n/formats';
import { hasNotificationTexts, notificationMessagesPath } from '@/features/notifications/messages';

/**
 * The notification texts for what is under it. Signed-in areas carry them in their payload; on a
 * public page (the same for everyone) they are fetched once the bell is shown, so a visitor's
 * page never carries them. `fallback` stands in until they arrive.
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
  const present = hasNotificationTexts(messages);
  const [fetched, setFetched] = useState<AbstractIntlMessages | null>(null);

  useEffect(() => {
    if (present) return;
    let active = true;
    fetch(notificationMessagesPath(locale))
      .then((response) => {
        if (!response.ok) throw new Error(`status ${response.status}`);
        return response.json() as Promise<AbstractIntlMessages>;
      })
      .then((texts) => active && setFetched(texts))
      .catch((error: unknown) => console.error('[notifications] texts failed', error));
    return () => {
      active = false;
    };
  }, [present, locale]);

  if (present) return children;
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
