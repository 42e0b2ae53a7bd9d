import { ChevronLeft, ChevronRight } from '@/components/icons';
import type { ComponentProps } from 'react';
import { AppLink } from '@/components/ui/app-link';

type Href = ComponentProps<typeof AppLink>['href'];

/**
 * Previous / next links and "page N of M" under a list paginated in the database. Each list
 * builds its own links (`href(page)`) and labels (its own messages); nothing shows for one page.
 */
export function PageLinks({
  page,
  pageCount,
  href,
  labels,
}: {
  page: number;
  pageCount: number;
  href: (page: number) => Href;
  labels: { nav: string; previous: string; next: string; status: string };
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={labels.nav} className="mt-6 flex items-center justify-between gap-3">
      {page > 1 ? (
        <AppLink href={href(page - 1)} rel="prev" className="btn-sm btn-secondary">
          <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
          {labels.previous}
        </AppLink>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted">{labels.status}</p>
      {page < pageCount ? (
        <AppLink href={href(page + 1)} rel="next" className="btn-sm btn-secondary">
          {labels.next}
          <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
        </AppLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
