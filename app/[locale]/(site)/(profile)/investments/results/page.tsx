import type { Metadata } from 'next';
import {
  CataloguePage,
  catalogueMetadata,
} from '@/features/listings/components/catalogue/catalogue-page';
import {
  parseCatalogueQuery,
  type RawSearchParams,
} from '@/features/listings/schemas/catalogue-query';
import { gatePage } from '@/lib/auth/page-gate';
import { segmentLocale } from '@/lib/i18n/segment-locale';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<RawSearchParams> };

// /investments with a query string (filters, sort, page), rewritten here by the proxy and rendered per
// request; the address bar keeps /investments?… (a direct request for this path is a 404).
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const query = parseCatalogueQuery('opportunity', await searchParams);
  return catalogueMetadata(await segmentLocale(params), { kind: 'opportunity', query });
}

export default async function InvestmentsResultsPage({ params, searchParams }: Props) {
  await gatePage(await segmentLocale(params), '/investments');
  const query = parseCatalogueQuery('opportunity', await searchParams);
  return <CataloguePage kind="opportunity" query={query} />;
}
