import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { segmentLocale } from '@/lib/i18n/segment-locale';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/**
 * The site's header and footer around the default pages and the profile area. One layout for
 * both groups, so the header's client code is one chunk: a page of one group that prefetches a
 * link into the other downloads only that group's own code (the JavaScript budget).
 */
export default async function SiteLayout({ children, params }: Props) {
  await segmentLocale(params);
  return (
    <>
      <SiteHeader />
      {children}
      <SiteFooter />
    </>
  );
}
