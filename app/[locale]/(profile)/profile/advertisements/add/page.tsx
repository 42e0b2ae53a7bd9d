import { AddListingPage, addListingMetadata } from '@/components/listings/owner/add-listing-page';
import { AdvertisementForm } from '@/components/listings/owner/advertisement-form';
import type { OwnerPageParams } from '@/lib/server/listings/owner-page';

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
