import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthCard } from '@/features/accounts/components/auth-card';
import { DeferredSignUpForm } from '@/features/accounts/components/deferred-auth-forms';
import { isLocale, toLocale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/i18n/metadata';

// Prerendered for each locale; any other first segment is a 404 (app/global-not-found.tsx).
export const dynamicParams = false;

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(toLocale(locale), 'signUp', '/auth/sign-up');
}

// Prerendered: `?redirect=` and `?type=owner` are read in the browser (SignUpFormFromUrl).
export default async function SignUpPage({ params }: Props) {
  const { locale } = await params;
  if (isLocale(locale)) setRequestLocale(locale);
  const t = await getTranslations('auth.signUp');
  const titles = await getTranslations('titles');
  return (
    <AuthCard title={titles('signUp')} intro={t('intro')}>
      <DeferredSignUpForm />
    </AuthCard>
  );
}
