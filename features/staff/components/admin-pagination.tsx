import { useTranslations } from 'next-intl';
import { PageLinks } from '@/components/ui/page-links';

/**
 * Previous / next under a staff list (`?page=`), keeping the list's filters (`query`: the other
 * search parameters, empty ones dropped).
 */
export function AdminPagination({
  pathname,
  query = {},
  page,
  pageCount,
}: {
  pathname: string;
  query?: Record<string, string | undefined>;
  page: number;
  pageCount: number;
}) {
  const t = useTranslations('admin.pagination');
  const kept = Object.fromEntries(
    Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  return (
    <PageLinks
      page={page}
      pageCount={pageCount}
      href={(p) => ({ pathname, query: { ...kept, ...(p > 1 ? { page: String(p) } : {}) } })}
      labels={{
        nav: t('label'),
        previous: t('previous'),
        next: t('next'),
        status: t('status', { page, count: pageCount }),
      }}
    />
  );
}
