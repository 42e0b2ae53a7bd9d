import type { Metadata } from 'next';
import {
  CataloguePage,
  catalogueMetadata,
} from '@/features/listings/components/catalogue/catalogue-page';
import { parseCatalogueQuery } from '@/features/listings/schemas/catalogue-query';
import { segmentLocale } from '@/lib/i18n/segment-locale';

type Props = { params: Promise<{ locale: string }> };

const query = parseCatalogueQuery('advertisement', {});

// The unfiltered first page, the same for every visitor: prerendered, refreshed when a listing of
// this kind is published, edited or promoted (its data cache tag) and at most every minute. The
// proxy applies SPEC 6's rule (an unsubscribed investor goes to the plans) before the cache, and
// rewrites any query string to ./results, rendered per request.
export const revalidate = 60;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return catalogueMetadata(await segmentLocale(params), { kind: 'advertisement', query });
}

export default async function AdvertisementsPage({ params }: Props) {
  await segmentLocale(params);
  return <CataloguePage kind="advertisement" query={query} />;
}
