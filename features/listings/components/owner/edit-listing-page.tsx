import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { redirect } from '@/i18n/navigation';
import { requirePageUser } from '@/lib/auth/page-gate';
import { segmentLocale } from '@/lib/i18n/segment-locale';
import { LISTING_KIND } from '@/features/listings/kinds';
import { ownerListingPath } from '@/features/listings/owner-paths';
import { listingFormValues } from '@/features/listings/schemas/listing-form';
import { getOwnerListing } from '@/features/listings/server/owner-listings';
import { EditorLayout } from './editor-layout';
import { ListingForm } from './listing-form';
import { ownerPagePath, type OwnerPageProps } from './owner-routes';

/** The edit page of one of the owner's listings: status, photos, the kind's form, deletion. */
export async function EditListingPage({ kind, params, searchParams }: OwnerPageProps) {
  const locale = await segmentLocale(params);
  const { id = '' } = await params;
  const owner = await requirePageUser(locale, ownerPagePath(kind, 'edit', id), { role: 'OWNER' });
  const listing = await getOwnerListing(owner, kind, id);
  if (!listing) notFound();
  // Removed (for good) and held (suspended account) listings cannot be edited: their page says why.
  if (listing.status === 'removed' || listing.status === 'held') {
    redirect({ href: ownerListingPath(kind, listing.id), locale });
  }
  const titles = await getTranslations('titles');
  return (
    <EditorLayout
      kind={kind}
      pageTitle={titles(LISTING_KIND[kind].titles.edit)}
      listing={listing}
      created={(await searchParams).created === '1'}
    >
      <ListingForm kind={kind} id={listing.id} initial={listingFormValues(kind, listing)} />
    </EditorLayout>
  );
}
