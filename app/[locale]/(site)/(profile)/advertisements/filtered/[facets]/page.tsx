import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import {
  CataloguePage,
  catalogueMetadata,
} from '@/features/listings/components/catalogue/catalogue-page';
import { facetQuery } from '@/features/listings/catalogue-facets';
import { segmentLocale } from '@/lib/i18n/segment-locale';

type Props = { params: Promise<{ locale: string; facets: string }> };

// /advertisements?category=…&city=…&sort=…&page=… (features/listings/catalogue-facets.ts): rewritten here
// by the proxy, which also refuses this path when asked directly. Cached like the unfiltered page:
// rendered at its first request, refreshed on every change to an advertisement and each minute.
export const revalidate = 60;
export function generateStaticParams(): Array<{ facets: string }> {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await segmentLocale(params);
  const query = facetQuery('advertisement', (await params).facets);
  return query ? catalogueMetadata(locale, { kind: 'advertisement', query }) : {};
}

export default async function AdvertisementsFilteredPage({ params }: Props) {
  await segmentLocale(params);
  const query = facetQuery('advertisement', (await params).facets);
  if (!query) notFound();
  return <CataloguePage kind="advertisement" query={query} />;
}
