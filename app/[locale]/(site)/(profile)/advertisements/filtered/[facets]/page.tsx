import type { Metadata } from 'next';
import {
  FilteredCataloguePage,
  filteredCatalogueMetadata,
} from '@/features/listings/components/catalogue/catalogue-routes';

type Props = { params: Promise<{ locale: string; facets: string }> };

// /advertisements?category=…&city=…&sort=…&page=… (features/listings/catalogue-facets.ts): rewritten here
// by the proxy, which also refuses this path when asked directly. Cached like the unfiltered page:
// rendered at its first request, refreshed on every change to an advertisement and each minute.
export const revalidate = 60;
export function generateStaticParams(): Array<{ facets: string }> {
  return [];
}

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return filteredCatalogueMetadata('advertisement', params);
}

export default function AdvertisementsFilteredPage({ params }: Props) {
  return <FilteredCataloguePage kind="advertisement" params={params} />;
}
