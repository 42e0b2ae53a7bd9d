import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/i18n/metadata';
import { segmentLocale } from '@/lib/i18n/segment-locale';
import { investorRoomPath } from '@/features/deal-room/paths';
import {
  InvestorRoomPage,
  type InvestorRoomParams,
} from '@/features/deal-room/components/investor/investor-room-page';

type Props = { params: InvestorRoomParams };

// Per investor and per request: never one of the cached catalogue pages beside it.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await segmentLocale(params);
  const { id } = await params;
  return pageMetadata(locale, 'dealRoom', investorRoomPath(id));
}

export default function InvestmentDealRoomPage({ params }: Props) {
  return <InvestorRoomPage params={params} />;
}
