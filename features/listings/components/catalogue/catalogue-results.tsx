import { useFormatter, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { AppLink } from '@/components/ui/app-link';
import type { Paginated } from '@/lib/pagination';
import { CatalogueState } from './catalogue-states';
import type { PhotoLoading } from './listing-image';
import { Pagination } from './pagination';

/** Cards in the first row on the widest layout (three columns). */
const FIRST_ROW = 3;

/** The first card's photo is the largest paint on a phone; the rest of the first row loads at once. */
function photoLoading(index: number): PhotoLoading {
  if (index === 0) return 'lead';
  return index < FIRST_ROW ? 'eager' : 'lazy';
}

/**
 * A page of a catalogue: how many match, the cards, and links to the other pages; or the empty
 * state (nothing published at all) or the no-result state (the filters matched nothing).
 */
export function CatalogueResults<T extends { id: string }>({
  namespace,
  path,
  result,
  filtered,
  hrefFor,
  renderItem,
  actions,
}: {
  namespace: 'ads' | 'investments';
  path: string;
  result: Paginated<T>;
  filtered: boolean;
  hrefFor: (page: number) => string;
  /** How the item's photo loads (ListingImage), from its place in the list. */
  renderItem: (item: T, photoLoading: PhotoLoading) => ReactNode;
  /** Client islands beside the count (e.g. "save this search"), empty for most visitors. */
  actions?: ReactNode;
}) {
  const t = useTranslations('catalogue');
  const format = useFormatter();
  if (result.total === 0) {
    const state = filtered ? (
      <CatalogueState
        tone="no-results"
        title={t('results.noResultsTitle')}
        body={t('results.noResultsBody')}
        action={
          <AppLink href={path} className="btn btn-primary">
            {t('filters.clear')}
          </AppLink>
        }
      />
    ) : (
      <CatalogueState
        tone="empty"
        title={t(`${namespace}.emptyTitle`)}
        body={t(`${namespace}.emptyBody`)}
      />
    );
    return (
      <>
        <div className="mb-4 flex min-h-9 justify-end">{actions}</div>
        {state}
      </>
    );
  }
  return (
    <section aria-labelledby="catalogue-count">
      <div className="mb-4 flex min-h-9 flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2
          id="catalogue-count"
          data-testid="catalogue-count"
          data-total={result.total}
          className="text-lg font-semibold text-ink"
        >
          {t(`${namespace}.count`, { count: result.total })}
        </h2>
        <div className="flex items-center gap-3">
          {actions}
          {/* Not on a phone: the row would wrap when an investor's button arrives (the
              pagination below names the page). */}
          {result.pageCount > 1 ? (
            <p className="hidden text-sm text-muted sm:block">
              {t('results.pageStatus', {
                page: format.number(result.page),
                pages: format.number(result.pageCount),
              })}
            </p>
          ) : null}
        </div>
      </div>
      <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" data-testid="catalogue-list">
        {result.items.map((item, index) => (
          <li key={item.id} className="flex">
            {renderItem(item, photoLoading(index))}
          </li>
        ))}
      </ul>
      <Pagination page={result.page} pageCount={result.pageCount} hrefFor={hrefFor} />
    </section>
  );
}
