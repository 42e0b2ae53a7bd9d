import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { isLocale } from '@/i18n/routing';
import { ProfileSidebar } from '@/components/layout/profile-sidebar';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';

/** SPEC 2 profile layout: the profile area, and the advertisements and investments catalogues. */
// Every layout sets the request's locale (next-intl): a page rendered on demand into the cache
// (a listing's detail page, the first time it is asked for) may render this layout's header
// before the locale layout has set it, and next-intl would then read the request headers,
// which a cached render may not.
export default async function ProfileLayout({
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
      <div className="container-page flex flex-1 flex-col gap-6 py-8 lg:flex-row">
        <ProfileSidebar />
        <main id="main" className="min-w-0 flex-1">
          {children}
        </main>
      </div>
      <SiteFooter />
    </>
  );
}
