import { getFormatter, getTranslations } from 'next-intl/server';
import type { AccessEntry } from '@/features/deal-room/server/activity';
import { AdminTable } from '@/features/staff/components/admin-table';
import { AccessDecisionButton } from './access-decision-button';
import { AccessStateBadge } from './access-state';
import { ndaCopyUrl } from '@/features/deal-room/paths';

/**
 * Who asked for the room and where each stands: the NDA, how much they read, and the owner's move.
 * A real table that scrolls sideways inside its own labelled region on a phone.
 */
export async function AccessSection({
  rows,
  opportunityId,
}: {
  rows: AccessEntry[];
  opportunityId: string;
}) {
  const [t, format] = await Promise.all([getTranslations('dealRoom.owner.access'), getFormatter()]);
  const date = (value: Date | null) => (value ? format.dateTime(value, 'short') : t('notYet'));
  return (
    <section aria-labelledby="access-title" className="space-y-3">
      <div>
        <h2 id="access-title" className="text-lg font-semibold">
          {t('title')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('lead')}</p>
      </div>
      <AdminTable
        id="deal-room-access"
        caption={t('caption')}
        captionHidden
        rows={rows}
        rowKey={(row) => row.id}
        empty={t('empty')}
        testId="deal-room-access"
        columns={[
          {
            key: 'name',
            header: t('name'),
            rowHeader: true,
            // The e-mail under the name: one column less, so the row fits beside the menu.
            cell: (row) => (
              <span className="block">
                <span dir="auto" className="user-text block">
                  {row.investorName}
                </span>
                <span dir="ltr" className="block text-xs text-muted">
                  {row.investorEmail}
                </span>
              </span>
            ),
          },
          {
            key: 'state',
            header: t('state'),
            cell: (row) => <AccessStateBadge state={row.state} endReason={row.endReason} />,
          },
          {
            key: 'nda',
            header: t('nda'),
            // With the acceptance, its signed record: the PDF copy the investor also holds.
            cell: (row) => (
              <span className="block whitespace-nowrap">
                {date(row.ndaAcceptedAt)}
                {row.ndaAcceptedAt ? (
                  <a
                    href={ndaCopyUrl(opportunityId, row.id)}
                    download
                    aria-label={t('ndaCopyItem', { name: row.investorName })}
                    className="block text-xs font-semibold text-brand-700 hover:underline"
                  >
                    {t('ndaCopy')}
                  </a>
                ) : null}
              </span>
            ),
          },
          {
            key: 'reads',
            header: t('reads'),
            cell: (row) => t('readCounts', { views: row.views, downloads: row.downloads }),
          },
          {
            key: 'last',
            header: t('last'),
            cell: (row) => (
              <span className="whitespace-nowrap">
                {row.lastActivityAt ? format.dateTime(row.lastActivityAt, 'short') : t('never')}
              </span>
            ),
          },
          {
            key: 'actions',
            header: t('actions'),
            cell: (row) => (
              <AccessDecisionButton accessId={row.id} state={row.state} name={row.investorName} />
            ),
          },
        ]}
      />
    </section>
  );
}
