import type { Metadata } from 'next';
import {
  CataloguePage,
  catalogueMetadata,
} from '@/features/listings/components/catalogue/catalogue-page';
import { segmentLocale } from '@/lib/i18n/segment-locale';
import {
  parseInvestmentQuery,
  type RawSearchParams,
} from '@/features/listings/schemas/catalogue-query';
import { enforcePageAccess } from '@/lib/auth/page-access';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<RawSearchParams> };

// /investments with a query string (filters, sort, page), rewritten here by the proxy and rendered per
// request; the address bar keeps /investments?… (a direct request for this path is a 404).
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await segmentLocale(params);
  return catalogueMetadata(locale, {
    kind: 'opportunity',
    query: parseInvestmentQuery(await searchParams),
  });
}

export default async function InvestmentsResultsPage({ params, searchParams }: Props) {
  const locale = await segmentLocale(params);
  await enforcePageAccess(locale, '/investments');
  return <CataloguePage kind="opportunity" query={parseInvestmentQuery(await searchParams)} />;
}
