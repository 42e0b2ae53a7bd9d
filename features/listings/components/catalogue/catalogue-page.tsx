import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SaveSearch } from '@/features/saved-searches/components/save-search';
import { PageHeading } from '@/components/ui/page-heading';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/i18n/metadata';
import { LISTING_KIND } from '@/features/listings/kinds';
import type { ListingKind } from '@/features/listings/taxonomy';
import {
  catalogueSearch,
  hasFilters,
  type CatalogueQuery,
} from '@/features/listings/schemas/catalogue-query';
import type { Paginated } from '@/lib/pagination';
import { CACHED } from '@/features/listings/server/cached';
import type { ListingSummary } from '@/features/listings/server/catalogue';
import { CatalogueFilters } from './catalogue-filters';
import { CatalogueResults } from './catalogue-results';
import { ListingCard } from './listing-cards';

/**
 * One catalogue page, for either kind and each of its routes: `/advertisements` (and
 * `/investments`) without a query string is prerendered and revalidated (the same for every
 * visitor), a cached filtered view is prerendered per view (`…/filtered/[facets]`), and any other
 * query string is rewritten by the proxy to `…/results`, rendered per request (proxy.ts
 * "catalogue").
 */
export type CatalogueProps = {
  [K in ListingKind]: { kind: K; query: CatalogueQuery<K> };
}[ListingKind];

/** The page of cards the query asks for, as the catalogue's cache holds it. */
function cachedPage(props: CatalogueProps): Promise<Paginated<ListingSummary>> {
  return props.kind === 'advertisement'
    ? CACHED.advertisement.page(props.query)
    : CACHED.opportunity.page(props.query);
}

export async function catalogueMetadata(
  locale: Locale,
  { kind, query }: CatalogueProps,
): Promise<Metadata> {
  const { publicPath, catalogueTexts, titles } = LISTING_KIND[kind];
  const t = await getTranslations({ locale, namespace: `catalogue.${catalogueTexts}` });
  const page = query.page > 1 ? `?page=${query.page}` : '';
  return {
    ...(await pageMetadata(locale, titles.catalogue, `${publicPath}${page}`)),
    description: t('intro'),
    // Filtered views are for people; crawlers get the plain, paginated list.
    ...(hasFilters(query) ? { robots: { index: false, follow: true } } : {}),
  };
}

export async function CataloguePage(props: CatalogueProps) {
  const { kind, query } = props;
  const { publicPath, catalogueTexts, titles: title } = LISTING_KIND[kind];
  const t = await getTranslations(`catalogue.${catalogueTexts}`);
  const titles = await getTranslations('titles');
  const filtered = hasFilters(query);
  return (
    <div>
      <PageHeading title={titles(title.catalogue)} description={t('intro')} />
      <CatalogueFilters kind={kind} query={query} filtered={filtered} />
      <CatalogueResults
        namespace={catalogueTexts}
        path={publicPath}
        result={await cachedPage(props)}
        filtered={filtered}
        actions={<SaveSearch kind={kind} />}
        hrefFor={(page) => `${publicPath}${catalogueSearch(kind, query, { page })}`}
        renderItem={(listing, photoLoading) => (
          <ListingCard listing={listing} photoLoading={photoLoading} />
        )}
      />
    </div>
  );
}
