import { ChevronLeft, ChevronRight } from '@/components/icons';
import { useFormatter, useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/app-link';

/** Page numbers to show: the first, the last, and the current one with its neighbours. */
export function pageItems(page: number, pageCount: number): (number | 'gap')[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1]);
  const pages = [...wanted].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  pages.forEach((p, i) => {
    if (i > 0 && p - pages[i - 1]! > 1) items.push('gap');
    items.push(p);
  });
  return items;
}

/** Links to the other pages of a list; `hrefFor` keeps the rest of the URL state. */
export function Pagination({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  const t = useTranslations('catalogue.pagination');
  const format = useFormatter();
  if (pageCount <= 1) return null;
  const link = 'btn-sm btn-secondary min-w-10';
  return (
    <nav aria-label={t('label')} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <AppLink href={hrefFor(page - 1)} rel="prev" className={link}>
          <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
          {t('previous')}
        </AppLink>
      ) : null}
      <ol className="flex flex-wrap items-center gap-2">
        {pageItems(page, pageCount).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={item}>
              {item === page ? (
                <span aria-current="page" className="btn-sm min-w-10 btn-primary">
                  <span className="sr-only">{t('page', { page: item })}</span>
                  <span aria-hidden>{format.number(item)}</span>
                </span>
              ) : (
                <AppLink
                  href={hrefFor(item)}
                  className={link}
                  aria-label={t('page', { page: item })}
                >
                  {format.number(item)}
                </AppLink>
              )}
            </li>
          ),
        )}
      </ol>
      {page < pageCount ? (
        <AppLink href={hrefFor(page + 1)} rel="next" className={link}>
          {t('next')}
          <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
        </AppLink>
      ) : null}
    </nav>
  );
}
