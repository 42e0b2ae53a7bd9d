import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { pickClientMessages } from '@/lib/i18n/client-messages';

/**
 * Gives the client components under it the shell's messages plus `pick` (lib/i18n/client-messages.ts):
 * only the pages that hold those components send those messages to the browser. Without `locale`,
 * the one the page set (segmentLocale) is used; a page must set it first, or a prerendered page
 * would fall back to reading request headers.
 */
export async function ClientMessages({
  locale,
  pick,
  children,
}: {
  locale?: Locale;
  pick: readonly string[];
  children: ReactNode;
}) {
  const language = locale ?? ((await getLocale()) as Locale);
  const messages = await getMessages({ locale: language });
  return (
    <NextIntlClientProvider locale={language} messages={pickClientMessages(messages, pick)}>
      {children}
    </NextIntlClientProvider>
  );
}
