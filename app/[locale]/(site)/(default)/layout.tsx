import type { ReactNode } from 'react';
import { segmentLocale } from '@/lib/i18n/segment-locale';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export default async function DefaultLayout({ children, params }: Props) {
  await segmentLocale(params);
  return (
    <main id="main" className="flex-1">
      {children}
    </main>
  );
}
