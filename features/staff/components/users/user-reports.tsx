import { getFormatter, getTranslations } from 'next-intl/server';
import type { UserOverview } from '@/features/staff/server/user-directory';
import type { ModerationReason } from '@/features/moderation/reasons';
import type { ReportTargetKind } from '@/features/moderation/schemas/report';
import type { ReportState } from '@/features/moderation/schemas/report-queue';
import { AdminTable } from '../admin-table';
import { StatusBadge } from '../status-badge';
import { Panel } from './panel';

/** The latest reports whose subject is this user, and how many still wait for a moderator. */
export async function UserReports({ reports }: { reports: UserOverview['reports'] }) {
  const t = await getTranslations('admin.users');
  const reasons = await getTranslations('moderation.reasons');
  const format = await getFormatter();
  return (
    <Panel id="user-reports" title={t('reports')}>
      <p className="mb-3 text-sm text-muted">{t('reportsOpen', { count: reports.open })}</p>
      <AdminTable
        id="user-report-list"
        caption={t('reportsCaption')}
        captionHidden
        rows={reports.recent}
        rowKey={(report) => report.id}
        empty={t('reportsEmpty')}
        testId="user-reports"
        columns={[
          {
            key: 'when',
            header: t('reportColumns.when'),
            rowHeader: true,
            className: 'whitespace-nowrap font-normal',
            cell: (report) => (
              <time dateTime={report.createdAt.toISOString()}>
                {format.dateTime(report.createdAt, 'short')}
              </time>
            ),
          },
          {
            key: 'target',
            header: t('reportColumns.target'),
            cell: (report) => t(`reportTargets.${report.targetKind as ReportTargetKind}`),
          },
          {
            key: 'reason',
            header: t('reportColumns.reason'),
            cell: (report) => reasons(report.reason as ModerationReason),
          },
          {
            key: 'state',
            header: t('reportColumns.state'),
            cell: (report) => (
              <StatusBadge state={report.state}>
                {t(`reportStates.${report.state as ReportState}`)}
              </StatusBadge>
            ),
          },
        ]}
      />
    </Panel>
  );
}
