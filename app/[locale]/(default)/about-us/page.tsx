import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { AboutHero } from '@/components/content/about-hero';
import { AboutOffer } from '@/components/content/about-offer';
import { AboutValues } from '@/components/content/about-values';
import { AboutContactCta } from '@/components/content/contact-cta';
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
