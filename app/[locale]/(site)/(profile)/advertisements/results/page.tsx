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

// /advertisements with a query string (filters, sort, page), rewritten here by the proxy and rendered per
// request; the address bar keeps /advertisements?… (a direct request for this path is a 404).
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const query = parseCatalogueQuery('advertisement', await searchParams);
  return catalogueMetadata(await segmentLocale(params), { kind: 'advertisement', query });
}

export default async function AdvertisementsResultsPage({ params, searchParams }: Props) {
  await gatePage(await segmentLocale(params), '/advertisements');
  const query = parseCatalogueQuery('advertisement', await searchParams);
  return <CataloguePage kind="advertisement" query={query} />;
}
