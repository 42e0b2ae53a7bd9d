import { ExternalLink, Pencil } from '@/components/icons';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { ownerListingPath, publicListingPath } from '@/features/listings/owner-paths';
import { LISTING_KIND } from '@/features/listings/kinds';
import type { ListingKind, ListingStatus } from '@/features/listings/taxonomy';
import { BackLink } from './back-link';
import { DeleteListingButton } from './delete-listing-button';
import { StatusBadge } from './status-badge';

/** The heading of the owner's view page: back link, title (user text), status and actions. */
export function ListingHeader({
  kind,
  id,
  title,
  status,
  subtitle,
}: {
  kind: ListingKind;
  id: string;
  title: string;
  status: ListingStatus;
  subtitle: ReactNode;
}) {
  const t = useTranslations('ownerListings');
  return (
    <div className="mb-6">
      <BackLink href={ownerListingPath(kind)}>
        {t(`${LISTING_KIND[kind].ownerTexts}.back`)}
      </BackLink>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <StatusBadge status={status} />
          <h1 dir="auto" className="user-text mt-2 text-2xl font-bold text-ink sm:text-3xl">
            {title}
          </h1>
          <p className="mt-1 text-sm text-muted">{subtitle}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {status === 'published' ? (
            <AppLink href={publicListingPath(kind, id)} className="btn-sm btn-secondary">
              <ExternalLink aria-hidden className="size-4" />
              {t(`${LISTING_KIND[kind].ownerTexts}.publicLink`)}
            </AppLink>
          ) : null}
          {status === 'removed' || status === 'held' ? null : (
            <AppLink href={ownerListingPath(kind, id, true)} className="btn-sm btn-primary">
              <Pencil aria-hidden className="size-4" />
              {status === 'hidden' ? t('status.editAndResubmit') : t('common.edit')}
            </AppLink>
          )}
          <DeleteListingButton kind={kind} id={id} title={title} leave />
        </div>
      </div>
    </div>
  );
}
