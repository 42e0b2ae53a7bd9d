import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CatalogueFilters } from '@/components/listings/catalogue/catalogue-filters';
import { CatalogueResults } from '@/components/listings/catalogue/catalogue-results';
import { InvestmentCard } from '@/components/listings/catalogue/listing-cards';
import { SaveSearch } from '@/components/saved-searches/save-search';
import { PageHeading } from '@/components/ui/page-heading';
import { isLocale, routing, type Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/i18n/metadata';
import {
  catalogueSearch,
  hasFilters,
  parseInvestmentQuery,
  type RawSearchParams,
} from '@/lib/schemas/catalogue-query';
import { enforcePageAccess } from '@/lib/server/auth/page-access';
import { cachedInvestmentPage } from '@/lib/server/listings/cached';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<RawSearchParams> };

const PATH = '/investments';

async function localeOf(params: Props['params']): Promise<Locale> {
  const { locale } = await params;
  return isLocale(locale) ? locale : routing.defaultLocale;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const query = parseInvestmentQuery(await searchParams);
  const t = await getTranslations({ locale, namespace: 'catalogue.investments' });
  const page = query.page > 1 ? `?page=${query.page}` : '';
  return {
    ...(await pageMetadata(locale, 'investments', `${PATH}${page}`)),
    description: t('intro'),
    // Filtered views are for people; crawlers get the plain, paginated list.
    ...(hasFilters(query) ? { robots: { index: false, follow: true } } : {}),
  };
}

export default async function InvestmentsPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  setRequestLocale(locale);
  await enforcePageAccess(locale, PATH);
  const query = parseInvestmentQuery(await searchParams);
  const result = await cachedInvestmentPage(query);
  const t = await getTranslations('catalogue.investments');
  const titles = await getTranslations('titles');
  const filtered = hasFilters(query);
  return (
    <div>
      <PageHeading title={titles('investments')} description={t('intro')} />
      <CatalogueFilters kind="opportunity" query={query} filtered={filtered} />
      <SaveSearch kind="opportunity" />
      <CatalogueResults
        namespace="investments"
        path={PATH}
        result={result}
        filtered={filtered}
        hrefFor={(page) => `${PATH}${catalogueSearch('opportunity', query, { page })}`}
        renderItem={(item) => <InvestmentCard investment={item} />}
      />
    </div>
  );
}
