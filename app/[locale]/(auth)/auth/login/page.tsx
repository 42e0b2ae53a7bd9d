import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthCard } from '@/features/accounts/components/auth-card';
import { DeferredSignInForm } from '@/features/accounts/components/deferred-auth-forms';
import { isLocale, toLocale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/i18n/metadata';

// Prerendered for each locale; any other first segment is a 404 (app/global-not-found.tsx).
export const dynamicParams = false;

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(toLocale(locale), 'login', '/auth/login');
}

// Prerendered: `?redirect=` is read in the browser (SignInFormFromUrl).
export default async function LoginPage({ params }: Props) {
  const { locale } = await params;
  if (isLocale(locale)) setRequestLocale(locale);
  const t = await getTranslations('auth.signIn');
  const titles = await getTranslations('titles');
  return (
    <AuthCard title={titles('login')} intro={t('intro')}>
      <DeferredSignInForm />
    </AuthCard>
  );
}
