import type { ReactNode } from 'react';
import { ProfileSidebar } from '@/components/layout/profile-sidebar';
import { segmentLocale } from '@/lib/i18n/segment-locale';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/**
 * SPEC 2 profile layout: the profile area, and the advertisements and investments catalogues
 * (the header and footer come from app/[locale]/(site)/layout.tsx).
 */
export default async function ProfileLayout({ children, params }: Props) {
  await segmentLocale(params);
  return (
    <div className="container-page flex flex-1 flex-col gap-6 py-8 lg:flex-row">
      <ProfileSidebar />
      <main id="main" className="min-w-0 flex-1">
        {children}
      </main>
    </div>
  );
}
