import { getFormatter, getTranslations } from 'next-intl/server';
import type { RedirectRow } from '@/features/redirects/server/admin';
import { isExternal } from '@/features/redirects/paths';
import { AdminTable } from '../admin-table';
import { StatusBadge } from '../status-badge';
import { RedirectDeleteButton } from './redirect-delete-button';
import { RedirectEditor } from './redirect-editor';

/** One page of redirects: where each path goes, how, and the buttons to change or remove it. */
export async function RedirectTable({ rows }: { rows: RedirectRow[] }) {
  const t = await getTranslations('admin.redirects');
  const format = await getFormatter();
  return (
    <AdminTable
      id="admin-redirects"
      caption={t('caption')}
      captionHidden
      rows={rows}
      rowKey={(row) => row.source}
      empty={t('empty')}
      testId="admin-redirects"
      columns={[
        {
          key: 'source',
          header: t('columns.source'),
          rowHeader: true,
          cell: (row) => (
            <code dir="ltr" className="break-all">
              {row.source}
            </code>
          ),
        },
        {
          key: 'destination',
          header: t('columns.destination'),
          cell: (row) => (
            <span className="flex flex-col items-start gap-1">
              <code dir="ltr" className="break-all">
                {row.destination}
              </code>
              {isExternal(row.destination) ? (
                <StatusBadge tone="info">{t('external')}</StatusBadge>
              ) : null}
            </span>
          ),
        },
        {
          key: 'kind',
          header: t('columns.kind'),
          cell: (row) => (
            <StatusBadge tone={row.permanent ? 'warning' : 'neutral'}>
              {row.permanent ? t('kinds.permanent') : t('kinds.temporary')}
            </StatusBadge>
          ),
        },
        {
          key: 'created',
          header: t('columns.created'),
          className: 'whitespace-nowrap',
          cell: (row) => format.dateTime(row.createdAt, { dateStyle: 'medium' }),
        },
        {
          key: 'actions',
          header: t('columns.actions'),
          cell: (row) => (
            <span className="flex flex-wrap items-start gap-2">
              <RedirectEditor
                initial={{
                  source: row.source,
                  destination: row.destination,
                  permanent: row.permanent,
                }}
              />
              <RedirectDeleteButton source={row.source} />
            </span>
          ),
        },
      ]}
    />
  );
}
