import { Eye, ImageIcon, Pencil, Plus } from '@/components/icons';
import { useFormatter, useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/app-link';
import { photoUrl } from '@/features/listings/photo-url';
import { ownerListingPath } from '@/features/listings/owner-paths';
import { LISTING_KIND } from '@/features/listings/kinds';
import type { ListingKind, ListingStatus } from '@/features/listings/taxonomy';
import { decodeModerationNote } from '@/features/moderation/moderation-note';
import { DeleteListingButton } from './delete-listing-button';
import { StatusBadge } from './status-badge';

export type OwnerListRow = {
  id: string;
  title: string;
  status: ListingStatus;
  views: number;
  coverKey: string | null;
  photoCount: number;
  updatedAt: Date;
  /** A moderator's reason for hiding or removing it (features/moderation/moderation-note.ts). */
  moderationReason: string | null;
  /** Already translated facts, e.g. category and city. */
  facts: string[];
  /** The price or amount sought, formatted. */
  amount: string;
};

/** The owner's items as cards: cover, status, facts, views and the row's actions. */
export function OwnerList({ kind, rows }: { kind: ListingKind; rows: OwnerListRow[] }) {
  const t = useTranslations('ownerListings');
  const reasons = useTranslations('moderation.reasons');
  const format = useFormatter();
  const reasonOf = (row: OwnerListRow) => {
    if (row.status !== 'hidden' && row.status !== 'removed') return null;
    const note = decodeModerationNote(row.moderationReason);
    return note ? t('status.reasonLine', { reason: reasons(note.reason) }) : null;
  };
  if (rows.length === 0) return <EmptyState kind={kind} />;
  return (
    <ul aria-label={t(`${LISTING_KIND[kind].ownerTexts}.listLabel`)} className="space-y-3">
      {rows.map((row) => {
        const view = ownerListingPath(kind, row.id);
        return (
          <li
            key={row.id}
            className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-3 shadow-xs sm:flex-row sm:items-center sm:p-4"
          >
            <div className="flex min-w-0 flex-1 gap-3 sm:gap-4">
              <AppLink href={view} tabIndex={-1} aria-hidden className="shrink-0">
                {row.coverKey ? (
                  // eslint-disable-next-line @next/next/no-img-element -- a stored 320 WebP variant
                  <img
                    src={photoUrl(row.coverKey, 320)}
                    alt=""
                    width={128}
                    height={96}
                    loading="lazy"
                    className="h-18 w-24 rounded-lg object-cover sm:h-24 sm:w-32"
                  />
                ) : (
                  <span className="flex h-18 w-24 flex-col items-center justify-center gap-1 rounded-lg bg-brand-50 text-center text-[11px] text-brand-700 sm:h-24 sm:w-32">
                    <ImageIcon aria-hidden className="size-5" />
                    {t('common.noPhoto')}
                  </span>
                )}
              </AppLink>
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <StatusBadge status={row.status} />
                  <span className="text-xs text-muted">
                    {t('common.updated', { date: format.dateTime(row.updatedAt, 'short') })}
                  </span>
                </div>
                <h2 className="mt-1 font-semibold text-ink">
                  <AppLink
                    href={view}
                    dir="auto"
                    className="user-text hover:text-brand-700 hover:underline"
                  >
                    {row.title}
                  </AppLink>
                </h2>
                <p className="text-sm text-muted">{[...row.facts, row.amount].join(' · ')}</p>
                {reasonOf(row) ? (
                  <p className="mt-1 text-sm font-medium text-danger">{reasonOf(row)}</p>
                ) : null}
                <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
                  <span className="inline-flex items-center gap-1">
                    <Eye aria-hidden className="size-3.5" />
                    {t('common.views', { count: row.views })}
                  </span>
                  <span className="inline-flex items-center gap-1">
                    <ImageIcon aria-hidden className="size-3.5" />
                    {t('common.photos', { count: row.photoCount })}
                  </span>
                </p>
              </div>
            </div>
            <div className="flex shrink-0 items-center justify-end gap-2 border-t border-line pt-3 sm:border-t-0 sm:pt-0">
              {row.status === 'removed' || row.status === 'held' ? null : (
                <AppLink
                  href={ownerListingPath(kind, row.id, true)}
                  aria-label={t('common.editItem', { title: row.title })}
                  className="btn-sm btn-secondary"
                >
                  <Pencil aria-hidden className="size-4" />
                  {row.status === 'hidden' ? t('status.editAndResubmit') : t('common.edit')}
                </AppLink>
              )}
              <DeleteListingButton kind={kind} id={row.id} title={row.title} compact />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function EmptyState({ kind }: { kind: ListingKind }) {
  const t = useTranslations(`ownerListings.${LISTING_KIND[kind].ownerTexts}`);
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-line bg-surface px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <ImageIcon aria-hidden className="size-6" />
      </span>
      <h2 className="mt-4 text-lg font-semibold">{t('emptyTitle')}</h2>
      <p className="mt-1 max-w-md text-sm text-muted">{t('emptyText')}</p>
      <AppLink href={`${ownerListingPath(kind)}/add`} className="mt-6 btn btn-primary">
        <Plus aria-hidden className="size-4" />
        {t('add')}
      </AppLink>
    </div>
  );
}
