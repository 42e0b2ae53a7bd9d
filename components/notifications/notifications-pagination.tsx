import { ChevronLeft, ChevronRight } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/ui/app-link';

const linkClass =
  'inline-flex items-center gap-1 rounded-lg border border-line bg-surface px-3 py-1.5 text-sm font-semibold text-ink hover:bg-canvas';

/** Newer / older links for the notifications list, paginated in the database (`?page=`). */
export async function NotificationsPagination({
  page,
  pageCount,
}: {
  page: number;
  pageCount: number;
}) {
  if (pageCount <= 1) return null;
  const t = await getTranslations('notifications.page');
  const pathname = '/notifications';
  return (
    <nav aria-label={t('pagination')} className="mt-4 flex items-center justify-between gap-4">
      {page > 1 ? (
        <AppLink
          href={{ pathname, query: { page: String(page - 1) } }}
          rel="prev"
          className={linkClass}
        >
          <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
          {t('previous')}
        </AppLink>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted">{t('pageOf', { page, count: pageCount })}</p>
      {page < pageCount ? (
        <AppLink
          href={{ pathname, query: { page: String(page + 1) } }}
          rel="next"
          className={linkClass}
        >
          {t('next')}
          <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
        </AppLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
