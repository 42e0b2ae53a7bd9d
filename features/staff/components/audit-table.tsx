import { getFormatter, getTranslations } from 'next-intl/server';
import { auditChanges } from '@/features/staff/audit-diff';
import type { AuditLogRow } from '@/lib/db/schema';
import { AdminTable, type AdminColumn } from './admin-table';

/** The audit log kinds with a label; any other kind shows as it is stored. */
export const AUDIT_TARGET_KINDS = [
  'user',
  'advertisement',
  'opportunity',
  'report',
  'message',
  'plan',
  'redirect',
  'wallet',
  'staff_invite',
] as const;

/** One page of the audit log: who did what to which target, when, why, and what changed. */
export async function AuditTable({ rows }: { rows: AuditLogRow[] }) {
  const t = await getTranslations('admin.audit');
  const format = await getFormatter();
  const kind = (value: string) =>
    (AUDIT_TARGET_KINDS as readonly string[]).includes(value)
      ? t(`kinds.${value as (typeof AUDIT_TARGET_KINDS)[number]}`)
      : value;
  const columns: AdminColumn<AuditLogRow>[] = [
    {
      key: 'when',
      header: t('when'),
      rowHeader: true,
      className: 'whitespace-nowrap font-normal',
      cell: (row) => (
        <time dateTime={row.createdAt.toISOString()}>
          {format.dateTime(row.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
      ),
    },
    {
      key: 'who',
      header: t('who'),
      cell: (row) => (
        <span dir="ltr" className="break-all">
          {row.actorEmail}
        </span>
      ),
    },
    {
      key: 'action',
      header: t('action'),
      cell: (row) => (
        <code dir="ltr" className="rounded bg-canvas px-1.5 py-0.5 text-xs whitespace-nowrap">
          {row.action}
        </code>
      ),
    },
    {
      key: 'target',
      header: t('target'),
      cell: (row) => (
        <span className="flex flex-col">
          <span>{kind(row.targetKind)}</span>
          <span dir="ltr" className="font-mono text-xs break-all text-muted">
            {row.targetId}
          </span>
        </span>
      ),
    },
    {
      key: 'reason',
      header: t('reason'),
      cell: (row) =>
        row.reason ? (
          <span dir="auto" className="user-text">
            {row.reason}
          </span>
        ) : (
          <span className="text-muted">{t('none')}</span>
        ),
    },
    {
      key: 'changes',
      header: t('changes'),
      className: 'min-w-56',
      cell: (row) => {
        const changes = auditChanges(row.before ?? null, row.after ?? null);
        if (changes.length === 0) return <span className="text-muted">{t('none')}</span>;
        return (
          <ul className="space-y-1 text-xs">
            {changes.map((change) => (
              <li key={change.key} dir="ltr" className="break-all">
                <code className="font-semibold">{change.key}</code>{' '}
                {change.before !== null ? (
                  <del className="text-danger">
                    <span className="sr-only">{t('before')} </span>
                    {change.before}
                  </del>
                ) : null}{' '}
                {change.after !== null ? (
                  <ins className="text-success no-underline">
                    <span className="sr-only">{t('after')} </span>
                    {change.after}
                  </ins>
                ) : null}
              </li>
            ))}
          </ul>
        );
      },
    },
  ];
  return (
    <AdminTable
      id="audit-log"
      caption={t('caption')}
      captionHidden
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      empty={t('empty')}
      testId="audit-log"
    />
  );
}
