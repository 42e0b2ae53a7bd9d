import { getFormatter, getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/ui/app-link';
import { AdminTable, type AdminColumn } from '@/features/staff/components/admin-table';
import { StatusBadge } from '@/features/staff/components/status-badge';
import type { StaffListingRow } from '@/features/moderation/server/staff-listings';
import { ListingReviewActions } from './listing-review-actions';
import { FlagList } from './flag-list';
import type { ListingView } from './listing-review-query';

/** The staff's path to one listing's preview. */
export const staffListingPath = (row: { kind: string; id: string }) =>
  `/admin/listings/${row.kind}/${row.id}`;

/** One page of listings: the review queue or every listing, each with its moderator actions. */
export async function ListingReviewTable({
  rows,
  view,
}: {
  rows: StaffListingRow[];
  view: ListingView;
}) {
  const t = await getTranslations('admin.listings');
  const states = await getTranslations('ownerListings.common.status');
  const format = await getFormatter();
  const when = (date: Date | null) =>
    date ? (
      <time dateTime={date.toISOString()}>
        {format.dateTime(date, { dateStyle: 'medium', timeStyle: 'short' })}
      </time>
    ) : null;
  const columns: AdminColumn<StaffListingRow>[] = [
    {
      key: 'title',
      header: t('columns.title'),
      rowHeader: true,
      className: 'min-w-48',
      cell: (row) => (
        <span className="flex flex-col gap-0.5">
          <AppLink
            href={staffListingPath(row)}
            dir="auto"
            className="user-text font-semibold text-brand-700 hover:underline"
          >
            {row.title}
          </AppLink>
          <span className="text-xs font-normal text-muted">{t(`kinds.${row.kind}`)}</span>
        </span>
      ),
    },
    {
      key: 'owner',
      header: t('columns.owner'),
      cell: (row) => (
        <span className="flex flex-col">
          <span dir="auto" className="user-text">
            {row.ownerName}
          </span>
          <span dir="ltr" className="text-xs break-all text-muted">
            {row.ownerEmail}
          </span>
        </span>
      ),
    },
    {
      key: 'state',
      header: t('columns.state'),
      cell: (row) => <StatusBadge state={row.status}>{states(row.status)}</StatusBadge>,
    },
    {
      key: 'flags',
      header: t('columns.flags'),
      cell: (row) => <FlagList flags={row.reviewFlags} />,
    },
    view === 'queue'
      ? {
          key: 'waiting',
          header: t('columns.waiting'),
          className: 'whitespace-nowrap',
          cell: (row) => when(row.reviewRequestedAt),
        }
      : {
          key: 'updated',
          header: t('columns.updated'),
          className: 'whitespace-nowrap',
          cell: (row) => when(row.updatedAt),
        },
    {
      key: 'actions',
      header: t('columns.actions'),
      cell: (row) => (
        <ListingReviewActions kind={row.kind} id={row.id} title={row.title} status={row.status} />
      ),
    },
  ];
  return (
    <AdminTable
      id={`listings-${view}`}
      caption={view === 'queue' ? t('queueCaption') : t('allCaption')}
      captionHidden
      columns={columns}
      rows={rows}
      rowKey={(row) => `${row.kind}:${row.id}`}
      empty={view === 'queue' ? t('emptyQueue') : t('emptyAll')}
      testId="listings-table"
    />
  );
}
