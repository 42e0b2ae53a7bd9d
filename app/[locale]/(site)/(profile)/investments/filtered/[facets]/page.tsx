import type { Metadata } from 'next';
import {
  FilteredCataloguePage,
  filteredCatalogueMetadata,
} from '@/features/listings/components/catalogue/catalogue-routes';

type Props = { params: Promise<{ locale: string; facets: string }> };

// /investments?sector=…&stage=…&city=…&sort=…&page=… (features/listings/catalogue-facets.ts): rewritten here
// by the proxy, which also refuses this path when asked directly. Cached like the unfiltered page:
// rendered at its first request, refreshed on every change to an opportunity and each minute.
export const revalidate = 60;
export function generateStaticParams(): Array<{ facets: string }> {
  return [];
}

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return filteredCatalogueMetadata('opportunity', params);
}

export default function InvestmentsFilteredPage({ params }: Props) {
  return <FilteredCataloguePage kind="opportunity" params={params} />;
}
