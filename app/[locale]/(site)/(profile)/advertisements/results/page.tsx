import type { Metadata } from 'next';
import {
  CataloguePage,
  catalogueMetadata,
} from '@/features/listings/components/catalogue/catalogue-page';
import { segmentLocale } from '@/lib/i18n/segment-locale';
import { parseAdQuery, type RawSearchParams } from '@/features/listings/schemas/catalogue-query';
import { enforcePageAccess } from '@/lib/auth/page-access';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<RawSearchParams> };

// /advertisements with a query string (filters, sort, page), rewritten here by the proxy and rendered per
// request; the address bar keeps /advertisements?… (a direct request for this path is a 404).
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await segmentLocale(params);
  return catalogueMetadata(locale, {
    kind: 'advertisement',
    query: parseAdQuery(await searchParams),
  });
}

export default async function AdvertisementsResultsPage({ params, searchParams }: Props) {
  const locale = await segmentLocale(params);
  await enforcePageAccess(locale, '/advertisements');
  return <CataloguePage kind="advertisement" query={parseAdQuery(await searchParams)} />;
}
