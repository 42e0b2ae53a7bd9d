import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/app-link';
import type { RequestStatus } from '@/lib/contact-requests/types';

const button =
  'inline-flex items-center gap-1 rounded-lg border border-line bg-surface px-3 py-2 text-sm font-medium text-ink hover:border-brand-200 hover:bg-brand-50';

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
  if (pageCount <= 1) return null;
  const href = (p: number) => ({
    pathname,
    query: { ...(status ? { status } : {}), ...(p > 1 ? { page: String(p) } : {}) },
  });
  return (
    <nav aria-label={t('label')} className="mt-6 flex items-center justify-between gap-3">
      {page > 1 ? (
        <AppLink href={href(page - 1)} rel="prev" className={button}>
          <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
          {t('previous')}
        </AppLink>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted">{t('status', { page, count: pageCount })}</p>
      {page < pageCount ? (
        <AppLink href={href(page + 1)} rel="next" className={button}>
          {t('next')}
          <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
        </AppLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
