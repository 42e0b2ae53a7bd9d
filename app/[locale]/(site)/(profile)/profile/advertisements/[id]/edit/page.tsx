import { EditListingPage } from '@/features/listings/components/owner/edit-listing-page';
import {
  ownerPageMetadata,
  type OwnerPageParams,
  type OwnerSearchParams,
} from '@/features/listings/components/owner/owner-routes';

type Props = { params: OwnerPageParams; searchParams: OwnerSearchParams };

export function generateMetadata({ params }: Props) {
  return ownerPageMetadata('advertisement', 'edit', params);
}

export default function EditAdvertisementPage(props: Props) {
  return <EditListingPage kind="advertisement" {...props} />;
}
