import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { LegalDocument } from '@/features/content/components/legal-document';
import { isLocale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/i18n/metadata';

// Prerendered for each locale; any other first segment is a 404 (app/global-not-found.tsx).
export const dynamicParams = false;

type Props = { params: Promise<{ locale: string }> };

/** When the text below last changed; shown at the top of the page. */
const UPDATED = '2026-11-21';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  return pageMetadata(locale, 'terms', '/terms');
}

export default async function TermsPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations('titles');
  return <LegalDocument namespace="terms" title={t('terms')} updated={UPDATED} />;
}
