import type { Metadata } from 'next';
import {
  ListingDetailPage,
  listingMetadata,
  type DetailParams,
} from '@/features/listings/components/catalogue/listing-detail';

type Props = { params: DetailParams };

// Cached pages, rendered on first request (none at build), refreshed when a listing of this kind
// changes (its data cache tag: publish, edit, promotion) and at most every minute (related
// listings, counters). Their CSP admits the cached copy's scripts by hash (page-csp.ts).
export const revalidate = 60;
export function generateStaticParams(): Array<{ id: string }> {
  return [];
}

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return listingMetadata('advertisement', params);
}

export default function AdvertisementPage({ params }: Props) {
  return <ListingDetailPage kind="advertisement" params={params} />;
}
