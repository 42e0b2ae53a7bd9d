import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
// The site's stylesheet is imported here, beside the fonts, not in the root layout: modules of
// one layout share one CSS chunk, so a page's first paint waits for one stylesheet instead of two
// (a 52 kB one and the fonts' 1 kB of @font-face), one round trip fewer on a slow phone.
import '@/app/globals.css';
import { fontVariables } from '@/app/fonts';
import { AuthProvider } from '@/components/auth/auth-provider';
import { RealtimeProvider } from '@/components/realtime/realtime-provider';
import { RuntimeIslands } from '@/components/runtime/runtime-islands';
import { localeDir, type Locale } from '@/i18n/routing';
import { pickClientMessages } from '@/lib/i18n/client-messages';

/**
 * The whole document of a page in one language: `<html lang dir>`, the skip link and the client
 * providers. Shared by the [locale] layout and app/global-not-found.tsx, which Next renders
 * outside that layout. No cookie, header or database here (any of them makes every page
 * dynamic): the signed-in parts hydrate on the client from /api/session (AuthProvider).
 */
export async function LocaleDocument({
  locale,
  children,
}: {
  locale: Locale;
  children: ReactNode;
}) {
  const messages = await getMessages({ locale });
  const t = await getTranslations({ locale, namespace: 'app' });
  return (
    <html lang={locale} dir={localeDir(locale)} className={fontVariables}>
      <body className="flex min-h-dvh flex-col font-sans">
        <a
          href="#main"
          className="sr-only z-tooltip rounded bg-brand-700 px-3 py-2 text-white focus:not-sr-only focus:absolute focus:start-3 focus:top-3"
        >
          {t('skipToContent')}
        </a>
        <NextIntlClientProvider locale={locale} messages={pickClientMessages(messages)}>
          <AuthProvider>
            <RealtimeProvider>
              {children}
              <RuntimeIslands />
            </RealtimeProvider>
          </AuthProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
