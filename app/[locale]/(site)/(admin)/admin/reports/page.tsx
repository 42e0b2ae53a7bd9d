import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/ui/page-heading';
import { toLocale } from '@/i18n/routing';
import { ReportQueueTable } from '@/features/moderation/components/report-queue-table';
import { MODERATION_REASONS } from '@/features/moderation/reasons';
import { REPORT_TARGET_KINDS } from '@/features/moderation/schemas/report';
import {
  parseReportQueueQuery,
  REPORT_QUEUE_SORTS,
  REPORT_STATES,
} from '@/features/moderation/schemas/report-queue';
import { listReportQueue } from '@/features/moderation/server/report-queue';
import { AdminFilters } from '@/features/staff/components/admin-filters';
import { AdminPagination } from '@/features/staff/components/admin-pagination';
import { requirePageUser } from '@/lib/auth/page-gate';
import { pageMetadata } from '@/lib/i18n/metadata';
import { segmentLocale } from '@/lib/i18n/segment-locale';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(toLocale(locale), 'adminReports', '/admin/reports');
}

/** The moderators' queue of reported listings and messages, filtered and sorted by the server. */
export default async function AdminReportsPage({ params, searchParams }: Props) {
  const locale = await segmentLocale(params);
  const user = await requirePageUser(locale, '/admin/reports', { role: 'STAFF' });
  const query = parseReportQueueQuery(await searchParams);
  const queue = await listReportQueue(user, query);
  const t = await getTranslations('admin.reports');
  const reasons = await getTranslations('moderation.reasons');
  const titles = await getTranslations('titles');
  const kept = {
    // The default state and order stay out of the address.
    state: query.state === 'open' ? undefined : query.state,
    reason: query.reason,
    kind: query.targetKind,
    sort: query.sort === 'newest' ? undefined : query.sort,
  };
  return (
    <div className="py-2">
      <PageHeading title={titles('adminReports')} description={t('intro')} />
      <AdminFilters
        id="report-filters"
        pathname="/admin/reports"
        selects={[
          {
            name: 'state',
            label: t('filters.state'),
            value: kept.state,
            any: t('states.open'),
            options: [...REPORT_STATES.slice(1), 'all' as const].map((value) => ({
              value,
              label: t(`states.${value}`),
            })),
          },
          {
            name: 'reason',
            label: t('filters.reason'),
            value: kept.reason,
            any: t('filters.anyReason'),
            options: MODERATION_REASONS.map((value) => ({ value, label: reasons(value) })),
          },
          {
            name: 'kind',
            label: t('filters.kind'),
            value: kept.kind,
            any: t('filters.anyKind'),
            options: REPORT_TARGET_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) })),
          },
          {
            name: 'sort',
            label: t('filters.sort'),
            value: kept.sort,
            any: t('sorts.newest'),
            options: REPORT_QUEUE_SORTS.slice(1).map((value) => ({
              value,
              label: t(`sorts.${value}`),
            })),
          },
        ]}
      />
      <ReportQueueTable rows={queue.items} />
      <AdminPagination
        pathname="/admin/reports"
        query={kept}
        page={queue.page}
        pageCount={queue.pageCount}
      />
    </div>
  );
}
