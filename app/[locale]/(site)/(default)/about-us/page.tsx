import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { AboutHero } from '@/features/content/components/about-hero';
import { AboutOffer } from '@/features/content/components/about-offer';
import { AboutValues } from '@/features/content/components/about-values';
import { AboutContactCta } from '@/features/content/components/contact-cta';
import { isLocale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/i18n/metadata';

// Prerendered for each locale; any other first segment is a 404 (app/global-not-found.tsx).
export const dynamicParams = false;

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  return pageMetadata(locale, 'aboutUs', '/about-us');
}

export default async function AboutUsPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return (
    <>
      <AboutHero />
      <AboutOffer />
      <AboutValues />
      <AboutContactCta />
    </>
  );
}
