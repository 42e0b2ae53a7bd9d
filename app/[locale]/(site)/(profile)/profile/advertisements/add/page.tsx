import {
  AddListingPage,
  addListingMetadata,
} from '@/features/listings/components/owner/add-listing-page';
import { AdvertisementForm } from '@/features/listings/components/owner/advertisement-form';
import type { OwnerPageParams } from '@/features/listings/server/owner-page';

export function generateMetadata({ params }: { params: OwnerPageParams }) {
  return addListingMetadata('advertisement', params);
}

export default function AddAdvertisementPage({ params }: { params: OwnerPageParams }) {
  return (
    <AddListingPage kind="advertisement" params={params}>
      <AdvertisementForm />
    </AddListingPage>
  );
}
