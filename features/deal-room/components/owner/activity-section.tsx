import { getFormatter, getTranslations } from 'next-intl/server';
import { PageLinks } from '@/components/ui/page-links';
import type { ActivityEntry } from '@/features/deal-room/server/activity';
import type { Paginated } from '@/lib/pagination';
import { AdminTable } from '@/features/staff/components/admin-table';

/** Every view and download by an investor, newest first, a page at a time (`?page=`). */
export async function ActivitySection({
  activity,
  basePath,
}: {
  activity: Paginated<ActivityEntry>;
  /** The owner's deal room page, without its locale. */
  basePath: string;
}) {
  const [t, format] = await Promise.all([
    getTranslations('dealRoom.owner.activity'),
    getFormatter(),
  ]);
  const { page, pageCount } = activity;
  return (
    <section id="activity" aria-labelledby="activity-title" className="scroll-mt-28 space-y-3">
      <div>
        <h2 id="activity-title" className="text-lg font-semibold">
          {t('title')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('lead')}</p>
      </div>
      <AdminTable
        id="deal-room-activity"
        caption={t('caption')}
        captionHidden
        rows={activity.items}
        rowKey={(entry) => String(entry.id)}
        empty={t('empty')}
        testId="deal-room-activity"
        columns={[
          {
            key: 'at',
            header: t('at'),
            cell: (entry) => (
              <span className="whitespace-nowrap">{format.dateTime(entry.at, 'long')}</span>
            ),
          },
          {
            key: 'investor',
            header: t('investor'),
            rowHeader: true,
            cell: (entry) => (
              <span dir="auto" className="user-text">
                {entry.investorName}
              </span>
            ),
          },
          { key: 'kind', header: t('kind'), cell: (entry) => t(`kinds.${entry.kind}`) },
          {
            key: 'document',
            header: t('document'),
            cell: (entry) =>
              entry.documentTitle ? (
                <span dir="auto" className="user-text">
                  {entry.documentTitle}
                </span>
              ) : (
                <span className="text-muted">{t('deleted')}</span>
              ),
          },
        ]}
      />
      <PageLinks
        page={page}
        pageCount={pageCount}
        href={(p) => (p === 1 ? `${basePath}#activity` : `${basePath}?page=${p}#activity`)}
        labels={{
          nav: t('pagination.label'),
          previous: t('pagination.previous'),
          next: t('pagination.next'),
          status: t('pagination.status', { page, count: pageCount }),
        }}
      />
    </section>
  );
}
