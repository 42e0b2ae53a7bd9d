import { AddListingPage, addListingMetadata } from '@/components/listings/owner/add-listing-page';
import { OpportunityForm } from '@/components/listings/owner/opportunity-form';
import type { OwnerPageParams } from '@/lib/server/listings/owner-page';

export function generateMetadata({ params }: { params: OwnerPageParams }) {
  return addListingMetadata('opportunity', params);
}

export default function AddOpportunityPage({ params }: { params: OwnerPageParams }) {
  return (
    <AddListingPage kind="opportunity" params={params}>
      <OpportunityForm />
    </AddListingPage>
  );
}
