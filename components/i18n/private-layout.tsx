import type { ReactNode } from 'react';
import { PRIVATE_MESSAGES } from '@/lib/i18n/client-messages';
import { segmentLocale } from '@/lib/i18n/segment-locale';
import { ClientMessages } from './client-messages';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/**
 * The layout of each signed-in area (profile, requests, checkout, notifications): its client
 * components get the private messages, which public pages never carry.
 */
export default async function PrivateLayout({ children, params }: Props) {
  const locale = await segmentLocale(params);
  return (
    <ClientMessages locale={locale} pick={PRIVATE_MESSAGES}>
      {children}
    </ClientMessages>
  );
}
