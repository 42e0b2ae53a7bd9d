import type { Metadata, Viewport } from 'next';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { arabicFont, latinFont } from '@/app/fonts';
import { AuthProvider } from '@/components/auth/auth-provider';
import { RealtimeProvider } from '@/components/realtime/realtime-provider';
import { RuntimeIslands } from '@/components/runtime/runtime-islands';
import { localeDir, routing } from '@/i18n/routing';
import { pickClientMessages } from '@/lib/i18n/client-messages';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'app' });
  return {
    metadataBase: new URL(process.env.APP_URL ?? 'http://localhost:3000'),
    title: { default: t('name'), template: `${t('name')} - %s` },
    description: t('tagline'),
    applicationName: t('name'),
  };
}

export const viewport: Viewport = { themeColor: '#0a6654', width: 'device-width', initialScale: 1 };

// No cookie, header or database here (STACK pitfall 15): every public page is prerendered; the
// signed-in parts hydrate on the client from /api/session (AuthProvider).
export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const messages = await getMessages();
  const t = await getTranslations('app');

  return (
    <html
      lang={locale}
      dir={localeDir(locale)}
      className={`${latinFont.variable} ${arabicFont.variable}`}
    >
      <body className="flex min-h-dvh flex-col font-sans">
        <a
          href="#main"
          className="sr-only z-tooltip rounded bg-brand-700 px-3 py-2 text-white focus:not-sr-only focus:absolute focus:start-3 focus:top-3"
        >
          {t('skipToContent')}
        </a>
        <NextIntlClientProvider messages={pickClientMessages(messages)}>
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
