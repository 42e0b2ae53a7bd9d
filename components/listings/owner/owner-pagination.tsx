import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/app-link';

const button =
  'inline-flex items-center gap-1 rounded-lg border border-line bg-surface px-3 py-2 text-sm font-medium text-ink hover:border-brand-200 hover:bg-brand-50';

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
  if (pageCount <= 1) return null;
  const href = (p: number) => (p === 1 ? basePath : `${basePath}?page=${p}`);
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
      <p className="text-sm text-muted" aria-current="page">
        {t('status', { page, count: pageCount })}
      </p>
      {page < pageCount ? (
        <AppLink href={href(page + 1)} rel="next" className={clsx(button)}>
          {t('next')}
          <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
        </AppLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
