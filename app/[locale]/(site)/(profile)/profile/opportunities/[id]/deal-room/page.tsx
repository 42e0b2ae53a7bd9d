import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/i18n/metadata';
import { segmentLocale } from '@/lib/i18n/segment-locale';
import { ownerRoomPath } from '@/features/deal-room/paths';
import {
  OwnerRoomPage,
  type OwnerRoomParams,
  type OwnerRoomSearchParams,
} from '@/features/deal-room/components/owner/owner-room-page';

type Props = { params: OwnerRoomParams; searchParams: OwnerRoomSearchParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await segmentLocale(params);
  const { id } = await params;
  return pageMetadata(locale, 'ownerDealRoom', ownerRoomPath(id));
}

export default function OpportunityDealRoomPage(props: Props) {
  return <OwnerRoomPage {...props} />;
}
