import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/ui/page-heading';
import { toLocale } from '@/i18n/routing';
import { AdminFilters } from '@/features/staff/components/admin-filters';
import { AdminPagination } from '@/features/staff/components/admin-pagination';
import { AUDIT_TARGET_KINDS, AuditTable } from '@/features/staff/components/audit-table';
import { listAuditLog } from '@/features/staff/server/audit';
import { choiceParam, textParam } from '@/features/staff/staff-params';
import { requirePageUser } from '@/lib/auth/page-gate';
import { pageMetadata } from '@/lib/i18n/metadata';
import { pageParam } from '@/lib/pagination';
import { segmentLocale } from '@/lib/i18n/segment-locale';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(toLocale(locale), 'adminAudit', '/admin/audit');
}

/** The audit log, for admins and moderators: search, a target kind, pages of 50. */
export default async function AdminAuditPage({ params, searchParams }: Props) {
  const locale = await segmentLocale(params);
  const user = await requirePageUser(locale, '/admin/audit', { role: 'STAFF' });
  const query = await searchParams;
  const q = textParam(query.q);
  const kind = choiceParam(query.kind, AUDIT_TARGET_KINDS);
  const log = await listAuditLog(user, { page: pageParam(query.page), q, targetKind: kind });
  const t = await getTranslations('admin.audit');
  const titles = await getTranslations('titles');
  return (
    <div className="py-2">
      <PageHeading title={titles('adminAudit')} description={t('intro')} />
      <AdminFilters
        id="audit-filters"
        pathname="/admin/audit"
        search={{ value: q, label: t('search'), placeholder: t('searchPlaceholder') }}
        selects={[
          {
            name: 'kind',
            label: t('targetKind'),
            value: kind,
            options: AUDIT_TARGET_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) })),
          },
        ]}
      />
      <AuditTable rows={log.items} />
      <AdminPagination
        pathname="/admin/audit"
        query={{ q, kind }}
        page={log.page}
        pageCount={log.pageCount}
      />
    </div>
  );
}
