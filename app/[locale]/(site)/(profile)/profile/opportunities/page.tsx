import { MyListingsPage } from '@/features/listings/components/owner/my-listings-page';
import {
  ownerPageMetadata,
  type OwnerPageParams,
  type OwnerSearchParams,
} from '@/features/listings/components/owner/owner-routes';

type Props = { params: OwnerPageParams; searchParams: OwnerSearchParams };

export function generateMetadata({ params }: Props) {
  return ownerPageMetadata('opportunity', 'mine', params);
}

export default function MyOpportunitiesPage(props: Props) {
  return <MyListingsPage kind="opportunity" {...props} />;
}
