import { getFormatter, getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/ui/app-link';
import { AdminTable, type AdminColumn } from '@/features/staff/components/admin-table';
import { StatusBadge } from '@/features/staff/components/status-badge';
import type { ReportQueueItem } from '@/features/moderation/server/report-queue';
import { listingStateLabel } from './report-labels';

/** The moderators' queue: one row per reported listing or message, linking to its case. */
export async function ReportQueueTable({ rows }: { rows: ReportQueueItem[] }) {
  const t = await getTranslations('admin.reports');
  const reasons = await getTranslations('moderation.reasons');
  const format = await getFormatter();
  const columns: AdminColumn<ReportQueueItem>[] = [
    {
      key: 'target',
      header: t('table.target'),
      rowHeader: true,
      className: 'min-w-56',
      cell: (row) => (
        <AppLink
          href={`/admin/reports/${row.targetKind}/${row.targetId}`}
          className="flex flex-col text-brand-700 underline-offset-4 hover:underline"
          data-testid="report-case-link"
        >
          {row.target === null ? (
            <span className="text-muted">{t('gone')}</span>
          ) : (
            <>
              {row.targetKind === 'message' ? (
                <span className="text-xs text-muted">
                  {t('messageFrom', { name: row.target.subject.name })}
                </span>
              ) : null}
              <span dir="auto" className="user-text line-clamp-2">
                {row.target.title}
              </span>
            </>
          )}
        </AppLink>
      ),
    },
    {
      key: 'kind',
      header: t('table.kind'),
      cell: (row) => (
        <span className="flex flex-col items-start gap-1">
          <span>{t(`kinds.${row.targetKind}`)}</span>
          {row.target?.status ? (
            <StatusBadge state={row.target.status}>
              {listingStateLabel(t, row.target.status)}
            </StatusBadge>
          ) : null}
        </span>
      ),
    },
    {
      key: 'about',
      header: t('table.about'),
      cell: (row) => (
        <span dir="auto" className="user-text">
          {row.target?.subject.name ?? '—'}
        </span>
      ),
    },
    {
      key: 'count',
      header: t('table.count'),
      align: 'end',
      cell: (row) => <span className="tabular-nums">{format.number(row.reportCount)}</span>,
    },
    {
      key: 'reasons',
      header: t('table.reasons'),
      cell: (row) => (
        <span className="flex flex-wrap gap-1">
          {row.reasons.map((reason) => (
            <StatusBadge key={reason} tone={reason === 'fraud' ? 'danger' : 'neutral'}>
              {reasons(reason)}
            </StatusBadge>
          ))}
        </span>
      ),
    },
    {
      key: 'latest',
      header: t('table.latest'),
      className: 'whitespace-nowrap',
      cell: (row) => (
        <time dateTime={row.latestAt.toISOString()}>
          {format.dateTime(row.latestAt, { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
      ),
    },
  ];
  return (
    <AdminTable
      id="report-queue"
      caption={t('table.caption')}
      captionHidden
      columns={columns}
      rows={rows}
      rowKey={(row) => `${row.targetKind}:${row.targetId}`}
      empty={t('table.empty')}
      testId="report-queue"
    />
  );
}
