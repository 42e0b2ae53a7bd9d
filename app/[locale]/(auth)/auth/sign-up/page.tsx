import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { SignUpForm } from '@/components/auth/sign-up-form';
import { isLocale, routing } from '@/i18n/routing';
import { USER_TYPE_CHOICES, type UserTypeChoice } from '@/lib/schemas/auth';
import { pageMetadata } from '@/lib/i18n/metadata';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ redirect?: string | string[]; type?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(isLocale(locale) ? locale : routing.defaultLocale, 'signUp', '/auth/sign-up');
}

/** `?type=owner` (any casing) preselects the account type, e.g. from a "list your business" link. */
function parseType(value: string | string[] | undefined): UserTypeChoice | undefined {
  const upper = typeof value === 'string' ? value.toUpperCase() : '';
  return USER_TYPE_CHOICES.find((choice) => choice === upper);
}

export default async function SignUpPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (isLocale(locale)) setRequestLocale(locale);
  const { redirect, type } = await searchParams;
  const t = await getTranslations('auth.signUp');
  const titles = await getTranslations('titles');
  return (
    <AuthCard title={titles('signUp')} intro={t('intro')}>
      <SignUpForm
        redirect={typeof redirect === 'string' ? redirect : undefined}
        defaultType={parseType(type)}
      />
    </AuthCard>
  );
}
