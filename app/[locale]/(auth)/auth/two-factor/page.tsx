import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/features/accounts/components/auth-card';
import { TwoFactorSignInForm } from '@/features/accounts/components/two-factor-sign-in-form';
import { toLocale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/i18n/metadata';
import { segmentLocale } from '@/lib/i18n/segment-locale';

// Prerendered for each locale; any other first segment is a 404 (app/global-not-found.tsx).
export const dynamicParams = false;

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(toLocale(locale), 'twoFactor', '/auth/two-factor');
}

// Prerendered: the pending sign-in is in its cookie, read by the action; `?redirect=` in the browser.
export default async function TwoFactorPage({ params }: Props) {
  await segmentLocale(params);
  const t = await getTranslations('auth.twoFactor');
  const titles = await getTranslations('titles');
  return (
    <AuthCard title={titles('twoFactor')} intro={t('intro')}>
      <TwoFactorSignInForm />
    </AuthCard>
  );
}
