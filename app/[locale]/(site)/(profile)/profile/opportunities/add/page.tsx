import {
  AddListingPage,
  addListingMetadata,
} from '@/features/listings/components/owner/add-listing-page';
import { OpportunityForm } from '@/features/listings/components/owner/opportunity-form';
import type { OwnerPageParams } from '@/features/listings/server/owner-page';

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
