import { Eye } from '@/components/icons';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { AppLink } from '@/components/ui/app-link';
import { PageHeading } from '@/components/ui/page-heading';
import { ownerListingPath } from '@/features/listings/owner-paths';
import { LISTING_KIND } from '@/features/listings/kinds';
import type { ListingKind, ListingStatus } from '@/features/listings/taxonomy';
import { BackLink } from './back-link';
import { DeleteListingButton } from './delete-listing-button';
import { ModerationNotice } from './moderation-notice';
import { PhotoManager } from './photo-manager';
import type { OwnerPhoto } from './photo-tile';
import { StatusActions } from './status-actions';

/**
 * The edit page of either kind: status first, then photos (the next step after a new draft, and
 * what publishing needs), then the details form, then deletion.
 */
export function EditorLayout({
  kind,
  pageTitle,
  listing,
  created,
  children,
}: {
  kind: ListingKind;
  pageTitle: string;
  listing: {
    id: string;
    title: string;
    status: ListingStatus;
    moderationReason: string | null;
    photos: OwnerPhoto[];
  };
  created: boolean;
  children: ReactNode;
}) {
  const t = useTranslations('ownerListings');
  return (
    <div className="max-w-4xl space-y-6">
      <div>
        <BackLink href={ownerListingPath(kind)}>
          {t(`${LISTING_KIND[kind].ownerTexts}.back`)}
        </BackLink>
        <PageHeading
          title={pageTitle}
          description={
            <span dir="auto" className="user-text">
              {listing.title}
            </span>
          }
          actions={
            <AppLink href={ownerListingPath(kind, listing.id)} className="btn-sm btn-secondary">
              <Eye aria-hidden className="size-4" />
              {t('common.view')}
            </AppLink>
          }
        />
        {created && listing.status === 'draft' ? (
          <Alert tone="success">{t(`${LISTING_KIND[kind].ownerTexts}.created`)}</Alert>
        ) : null}
      </div>
      <StatusActions
        kind={kind}
        id={listing.id}
        status={listing.status}
        notice={<ModerationNotice status={listing.status} stored={listing.moderationReason} />}
      />
      <PhotoManager kind={kind} listingId={listing.id} initialPhotos={listing.photos} />
      <section
        aria-labelledby="details-title"
        className="rounded-2xl border border-line bg-surface p-6 shadow-sm"
      >
        <h2 id="details-title" className="mb-4 text-lg font-semibold">
          {t('form.detailsTitle')}
        </h2>
        {children}
      </section>
      <section
        aria-labelledby="delete-title"
        className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-danger/20 bg-surface p-6"
      >
        <div>
          <h2 id="delete-title" className="text-lg font-semibold">
            {t('delete.dangerTitle')}
          </h2>
          <p className="mt-1 text-sm text-muted">{t('delete.dangerText')}</p>
        </div>
        <DeleteListingButton kind={kind} id={listing.id} title={listing.title} leave />
      </section>
    </div>
  );
}
