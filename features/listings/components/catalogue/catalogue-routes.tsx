import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { facetQuery } from '@/features/listings/catalogue-facets';
import { LISTING_KIND } from '@/features/listings/kinds';
import {
  parseCatalogueQuery,
  type RawSearchParams,
} from '@/features/listings/schemas/catalogue-query';
import type { ListingKind } from '@/features/listings/taxonomy';
import { gatePage } from '@/lib/auth/page-gate';
import { segmentLocale } from '@/lib/i18n/segment-locale';
import { CataloguePage, catalogueMetadata } from './catalogue-page';

/*
 * The two catalogue routes the proxy rewrites a query to, for either kind. Each kind's route
 * files keep their own segment config (read by Next at build) and call these.
 */

type FilteredParams = Promise<{ locale: string; facets: string }>;
type ResultsProps = { params: Promise<{ locale: string }>; searchParams: Promise<RawSearchParams> };

/** `…/filtered/<facets>`: a cached filtered view; facets that do not parse are a 404. */
export async function filteredCatalogueMetadata(
  kind: ListingKind,
  params: FilteredParams,
): Promise<Metadata> {
  const locale = await segmentLocale(params);
  const query = facetQuery(kind, (await params).facets);
  return query ? catalogueMetadata(locale, { kind, query }) : {};
}

export async function FilteredCataloguePage({
  kind,
  params,
}: {
  kind: ListingKind;
  params: FilteredParams;
}) {
  await segmentLocale(params);
  const query = facetQuery(kind, (await params).facets);
  if (!query) notFound();
  return <CataloguePage kind={kind} query={query} />;
}

/** `…/results`: any other query, rendered per request behind SPEC 6's rules for the catalogue. */
export async function resultsCatalogueMetadata(
  kind: ListingKind,
  { params, searchParams }: ResultsProps,
): Promise<Metadata> {
  const query = parseCatalogueQuery(kind, await searchParams);
  return catalogueMetadata(await segmentLocale(params), { kind, query });
}

export async function ResultsCataloguePage({
  kind,
  params,
  searchParams,
}: ResultsProps & { kind: ListingKind }) {
  await gatePage(await segmentLocale(params), LISTING_KIND[kind].publicPath);
  const query = parseCatalogueQuery(kind, await searchParams);
  return <CataloguePage kind={kind} query={query} />;
}
