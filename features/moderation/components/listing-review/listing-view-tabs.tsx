import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/app-link';
import { LISTING_VIEWS, type ListingView } from './listing-review-query';

/** The two views of the staff's listings as links (the address keeps the view). */
export function ListingViewTabs({ view, pathname }: { view: ListingView; pathname: string }) {
  const t = useTranslations('admin.listings');
  return (
    <nav aria-label={t('views')} className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {LISTING_VIEWS.map((item) => (
          <li key={item}>
            <AppLink
              href={item === 'queue' ? pathname : { pathname, query: { view: item } }}
              aria-current={item === view ? 'page' : undefined}
              className={clsx(
                'inline-flex rounded-full border px-4 py-1.5 text-sm font-semibold',
                item === view
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-line bg-surface text-ink hover:bg-brand-50',
              )}
            >
              {t(item)}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
