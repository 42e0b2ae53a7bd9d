import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { isLocale } from '@/i18n/routing';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';

// Every layout sets the request's locale (next-intl): a page rendered on demand into the cache
// (a listing's detail page, the first time it is asked for) may render this layout's header
// before the locale layout has set it, and next-intl would then read the request headers,
// which a cached render may not.
export default async function DefaultLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  // The locale layout has already answered 404 for any other value.
  if (isLocale(locale)) setRequestLocale(locale);
  return (
    <>
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
