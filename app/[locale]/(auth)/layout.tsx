import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Brand } from '@/components/layout/brand';
import { LanguageSwitcher } from '@/components/layout/language-switcher';
import { AUTH_MESSAGES } from '@/lib/i18n/client-messages';
import { segmentLocale } from '@/lib/i18n/segment-locale';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export default async function AuthLayout({ children, params }: Props) {
  const locale = await segmentLocale(params);
  const t = await getTranslations({ locale, namespace: 'app' });
  return (
    <div className="grid min-h-dvh flex-1 lg:grid-cols-2">
      <aside className="hidden flex-col justify-between bg-brand-800 p-10 text-white lg:flex">
        <p className="text-sm tracking-wide text-brand-100 uppercase">{t('name')}</p>
        <p className="max-w-md text-3xl leading-snug font-semibold">{t('tagline')}</p>
        <span aria-hidden className="h-1 w-16 rounded bg-accent-500" />
      </aside>
      <div className="flex flex-col">
        <header className="flex items-center justify-between px-6 py-4">
          <Brand />
          <LanguageSwitcher />
        </header>
        <main
          id="main"
          className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center"
        >
          <div className="w-full max-w-md">
            <ClientMessages locale={locale} pick={AUTH_MESSAGES}>
              {children}
            </ClientMessages>
          </div>
        </main>
      </div>
    </div>
  );
}
