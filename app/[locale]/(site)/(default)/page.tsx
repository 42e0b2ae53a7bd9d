import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { HomeAudiences } from '@/features/home/components/audiences';
import { HomeClosingCta } from '@/features/home/components/closing-cta';
import { HomeHero } from '@/features/home/components/hero';
import { HomeListings } from '@/features/home/components/home-listings';
import { HomeHowItWorks } from '@/features/home/components/how-it-works';
import { HomeTrust } from '@/features/home/components/trust';
import { isLocale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/i18n/metadata';

// Cached (the listings section expires with any listing change, else every minute).
export const revalidate = 60;

// Prerendered for each locale; any other first segment is a 404 (app/global-not-found.tsx).
export const dynamicParams = false;

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  return pageMetadata(locale, null, '/');
}

export default async function HomePage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return (
    <>
      <HomeHero />
      <HomeListings />
      <HomeAudiences />
      <HomeHowItWorks />
      <HomeTrust />
      <HomeClosingCta />
    </>
  );
}
