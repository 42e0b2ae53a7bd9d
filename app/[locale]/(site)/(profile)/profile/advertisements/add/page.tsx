import { AddListingPage } from '@/features/listings/components/owner/add-listing-page';
import {
  ownerPageMetadata,
  type OwnerPageParams,
} from '@/features/listings/components/owner/owner-routes';

type Props = { params: OwnerPageParams };

export function generateMetadata({ params }: Props) {
  return ownerPageMetadata('advertisement', 'add', params);
}

export default function AddAdvertisementPage({ params }: Props) {
  return <AddListingPage kind="advertisement" params={params} />;
}
