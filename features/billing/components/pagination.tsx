import { getTranslations } from 'next-intl/server';
import { PageLinks } from '@/components/ui/page-links';

/** Previous / next links for the wallet's history, paginated in the database (`?page=`). */
export async function Pagination({
  pathname,
  page,
  pageCount,
}: {
  pathname: '/profile/wallet';
  page: number;
  pageCount: number;
}) {
  const t = await getTranslations('billing.wallet');
  return (
    <PageLinks
      page={page}
      pageCount={pageCount}
      href={(p) => ({ pathname, query: { page: String(p) } })}
      labels={{
        nav: t('pagination'),
        previous: t('previous'),
        next: t('next'),
        status: t('page', { page, count: pageCount }),
      }}
    />
  );
}
