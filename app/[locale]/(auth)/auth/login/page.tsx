import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { SignInForm } from '@/components/auth/sign-in-form';
import { isLocale, routing } from '@/i18n/routing';
import { pageMetadata } from '@/lib/i18n/metadata';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ redirect?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(isLocale(locale) ? locale : routing.defaultLocale, 'login', '/auth/login');
}

export default async function LoginPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (isLocale(locale)) setRequestLocale(locale);
  const { redirect } = await searchParams;
  const t = await getTranslations('auth.signIn');
  const titles = await getTranslations('titles');
  return (
    <AuthCard title={titles('login')} intro={t('intro')}>
      {/* The action sanitises it (safeRedirectPath); the form only carries it along. */}
      <SignInForm redirect={typeof redirect === 'string' ? redirect : undefined} />
    </AuthCard>
  );
}
