import type { ReactNode } from 'react';
import { ProfileSidebar } from '@/components/layout/profile-sidebar';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { segmentLocale } from '@/lib/i18n/segment-locale';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/** SPEC 2 profile layout: the profile area, and the advertisements and investments catalogues. */
export default async function ProfileLayout({ children, params }: Props) {
  await segmentLocale(params);
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
