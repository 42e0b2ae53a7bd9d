import type { Metadata } from 'next';
import {
  ResultsCataloguePage,
  resultsCatalogueMetadata,
} from '@/features/listings/components/catalogue/catalogue-routes';
import type { RawSearchParams } from '@/features/listings/schemas/catalogue-query';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<RawSearchParams> };

// /advertisements with a query string (filters, sort, page), rewritten here by the proxy and rendered per
// request; the address bar keeps /advertisements?… (a direct request for this path is a 404).
export function generateMetadata(props: Props): Promise<Metadata> {
  return resultsCatalogueMetadata('advertisement', props);
}

export default function AdvertisementsResultsPage(props: Props) {
  return <ResultsCataloguePage kind="advertisement" {...props} />;
}
