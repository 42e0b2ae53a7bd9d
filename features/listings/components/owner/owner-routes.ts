import { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/i18n/metadata';
import { segmentLocale } from '@/lib/i18n/segment-locale';
import { LISTING_KIND } from '@/features/listings/kinds';
import { ownerListingPath } from '@/features/listings/owner-paths';
import type { ListingKind } from '@/features/listings/taxonomy';
import type { OwnerTools } from './owner-views';

/** The owner's four pages of a kind: their routes' params, paths and titles. */

export type OwnerPageParams = Promise<{ locale: string; id?: string }>;
export type OwnerSearchParams = Promise<Record<string, string | string[] | undefined>>;
export type OwnerPageProps = {
  kind: ListingKind;
  params: OwnerPageParams;
  searchParams: OwnerSearchParams;
};

type OwnerPage = 'mine' | 'add' | 'details' | 'edit';

/** The page's path without its locale (where sign-in sends the owner back to). */
export function ownerPagePath(kind: ListingKind, page: OwnerPage, id = ''): string {
  if (page === 'mine') return ownerListingPath(kind);
  if (page === 'add') return `${ownerListingPath(kind)}/add`;
  return ownerListingPath(kind, id, page === 'edit');
}

export async function ownerPageMetadata(
  kind: ListingKind,
  page: OwnerPage,
  params: OwnerPageParams,
) {
  const locale = await segmentLocale(params);
  const { id } = await params;
  return pageMetadata(locale, LISTING_KIND[kind].titles[page], ownerPagePath(kind, page, id));
}

export async function ownerTools(locale: Locale): Promise<OwnerTools> {
  const [t, tx, format] = await Promise.all([
    getTranslations('ownerListings'),
    getTranslations('taxonomy'),
    getFormatter(),
  ]);
  return { t, tx, format, locale };
}
