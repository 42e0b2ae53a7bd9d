import type { Metadata, Viewport } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { LocaleDocument } from '@/components/layout/locale-document';
import { routing } from '@/i18n/routing';
import { COLORS } from '@/lib/theme/colors';

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

export const viewport: Viewport = {
  themeColor: COLORS.brand[700],
  width: 'device-width',
  initialScale: 1,
};

// No cookie, header or database here (any of them makes every page dynamic): every public page is
// prerendered; the signed-in parts hydrate on the client from /api/session (AuthProvider).
export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return <LocaleDocument locale={locale}>{children}</LocaleDocument>;
}
