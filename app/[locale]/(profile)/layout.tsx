import type { ReactNode } from 'react';
import { ProfileSidebar } from '@/components/layout/profile-sidebar';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';

/** SPEC 2 profile layout: the profile area, and the advertisements and investments catalogues. */
export default function ProfileLayout({ children }: { children: ReactNode }) {
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
