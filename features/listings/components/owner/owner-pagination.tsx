import { useTranslations } from 'next-intl';
import { PageLinks } from '@/components/ui/page-links';

/** Previous / next links between the pages of the owner's list (`?page=N`). */
export function OwnerPagination({
  basePath,
  page,
  pageCount,
}: {
  basePath: string;
  page: number;
  pageCount: number;
}) {
  const t = useTranslations('ownerListings.pagination');
  return (
    <PageLinks
      page={page}
      pageCount={pageCount}
      href={(p) => (p === 1 ? basePath : `${basePath}?page=${p}`)}
      labels={{
        nav: t('label'),
        previous: t('previous'),
        next: t('next'),
        status: t('status', { page, count: pageCount }),
      }}
    />
  );
}
