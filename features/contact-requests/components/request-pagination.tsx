import { useTranslations } from 'next-intl';
import { PageLinks } from '@/components/ui/page-links';
import type { RequestStatus } from '@/features/contact-requests/types';

/** Previous / next between pages of a request list (`?page=`, keeping `?status=`). */
export function RequestPagination({
  pathname,
  status,
  page,
  pageCount,
}: {
  pathname: '/contact-requests' | '/my-contact-requests';
  status: RequestStatus | null;
  page: number;
  pageCount: number;
}) {
  const t = useTranslations('contactRequests.pagination');
  return (
    <PageLinks
      page={page}
      pageCount={pageCount}
      href={(p) => ({
        pathname,
        query: { ...(status ? { status } : {}), ...(p > 1 ? { page: String(p) } : {}) },
      })}
      labels={{
        nav: t('label'),
        previous: t('previous'),
        next: t('next'),
        status: t('status', { page, count: pageCount }),
      }}
    />
  );
}
