import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SaveSearch } from '@/features/saved-searches/components/save-search';
import { PageHeading } from '@/components/ui/page-heading';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/i18n/metadata';
import {
  catalogueSearch,
  hasFilters,
  type AdQuery,
  type InvestmentQuery,
} from '@/features/listings/schemas/catalogue-query';
import { cachedAdvertisementPage, cachedInvestmentPage } from '@/features/listings/server/cached';
import { CatalogueFilters } from './catalogue-filters';
import { CatalogueResults } from './catalogue-results';
import { AdvertisementCard, InvestmentCard } from './listing-cards';

/**
 * One catalogue page, shared by its two routes: `/advertisements` (and `/investments`) without a
 * query string is prerendered and revalidated (the same for every visitor), and any query string
 * is rewritten by the proxy to `…/results`, rendered per request (proxy.ts "catalogue").
 */
export type CatalogueProps =
  { kind: 'advertisement'; query: AdQuery } | { kind: 'opportunity'; query: InvestmentQuery };

const SECTIONS = {
  advertisement: { path: '/advertisements', namespace: 'ads', title: 'advertisements' },
  opportunity: { path: '/investments', namespace: 'investments', title: 'investments' },
} as const;

export async function catalogueMetadata(
  locale: Locale,
  { kind, query }: CatalogueProps,
): Promise<Metadata> {
  const { path, namespace, title } = SECTIONS[kind];
  const t = await getTranslations({ locale, namespace: `catalogue.${namespace}` });
  const page = query.page > 1 ? `?page=${query.page}` : '';
  return {
    ...(await pageMetadata(locale, title, `${path}${page}`)),
    description: t('intro'),
    // Filtered views are for people; crawlers get the plain, paginated list.
    ...(hasFilters(query) ? { robots: { index: false, follow: true } } : {}),
  };
}

export async function CataloguePage(props: CatalogueProps) {
  const { path, namespace, title } = SECTIONS[props.kind];
  const t = await getTranslations(`catalogue.${namespace}`);
  const titles = await getTranslations('titles');
  const filtered = hasFilters(props.query);
  return (
    <div>
      <PageHeading title={titles(title)} description={t('intro')} />
      <CatalogueFilters {...props} filtered={filtered} />
      {props.kind === 'advertisement' ? (
        <CatalogueResults
          namespace={namespace}
          path={path}
          result={await cachedAdvertisementPage(props.query)}
          filtered={filtered}
          actions={<SaveSearch kind={props.kind} />}
          hrefFor={(page) => `${path}${catalogueSearch(props.kind, props.query, { page })}`}
          renderItem={(ad, photoLoading) => (
            <AdvertisementCard ad={ad} photoLoading={photoLoading} />
          )}
        />
      ) : (
        <CatalogueResults
          namespace={namespace}
          path={path}
          result={await cachedInvestmentPage(props.query)}
          filtered={filtered}
          actions={<SaveSearch kind={props.kind} />}
          hrefFor={(page) => `${path}${catalogueSearch(props.kind, props.query, { page })}`}
          renderItem={(item, photoLoading) => (
            <InvestmentCard investment={item} photoLoading={photoLoading} />
          )}
        />
      )}
    </div>
  );
}
