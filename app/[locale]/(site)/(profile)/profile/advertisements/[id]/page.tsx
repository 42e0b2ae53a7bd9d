import { OwnerListingPage } from '@/features/listings/components/owner/owner-listing-page';
import {
  ownerPageMetadata,
  type OwnerPageParams,
  type OwnerSearchParams,
} from '@/features/listings/components/owner/owner-routes';

type Props = { params: OwnerPageParams; searchParams: OwnerSearchParams };

export function generateMetadata({ params }: Props) {
  return ownerPageMetadata('advertisement', 'details', params);
}

export default function AdvertisementDetailsPage(props: Props) {
  return <OwnerListingPage kind="advertisement" {...props} />;
}
