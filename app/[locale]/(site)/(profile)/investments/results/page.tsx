import type { Metadata } from 'next';
import {
  ResultsCataloguePage,
  resultsCatalogueMetadata,
} from '@/features/listings/components/catalogue/catalogue-routes';
import type { RawSearchParams } from '@/features/listings/schemas/catalogue-query';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<RawSearchParams> };

// /investments with a query string (filters, sort, page), rewritten here by the proxy and rendered per
// request; the address bar keeps /investments?… (a direct request for this path is a 404).
export function generateMetadata(props: Props): Promise<Metadata> {
  return resultsCatalogueMetadata('opportunity', props);
}

export default function InvestmentsResultsPage(props: Props) {
  return <ResultsCataloguePage kind="opportunity" {...props} />;
}
