import { getTranslations } from 'next-intl/server';
import { PageLinks } from '@/components/ui/page-links';

/** Newer / older links for the notifications list, paginated in the database (`?page=`). */
export async function NotificationsPagination({
  page,
  pageCount,
}: {
  page: number;
  pageCount: number;
}) {
  const t = await getTranslations('notifications.page');
  return (
    <PageLinks
      page={page}
      pageCount={pageCount}
      href={(p) => ({ pathname: '/notifications', query: { page: String(p) } })}
      labels={{
        nav: t('pagination'),
        previous: t('previous'),
        next: t('next'),
        status: t('pageOf', { page, count: pageCount }),
      }}
    />
  );
}
