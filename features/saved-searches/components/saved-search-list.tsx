import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/ui/app-link';
import { listSavedSearches } from '@/features/saved-searches/server/saved-searches';
import { DeleteSavedSearchButton } from './delete-saved-search-button';

/** The investor's saved searches (on /notifications: investors have no other profile pages). */
export async function SavedSearchList({ userId }: { userId: string }) {
  const t = await getTranslations('savedSearches');
  const searches = await listSavedSearches(userId);
  return (
    <section aria-labelledby="saved-searches-title" className="mt-10">
      <h2 id="saved-searches-title" className="text-lg font-bold">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('intro')}</p>
      {searches.length === 0 ? (
        <p className="mt-3 rounded-xl border border-dashed border-line p-4 text-sm text-muted">
          {t('empty')}
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-line rounded-xl border border-line bg-surface">
          {searches.map((search) => {
            const path =
              search.listingKind === 'advertisement' ? '/advertisements' : '/investments';
            const terms = Object.values(search.query).join(' · ');
            const summary = `${t('kind', { kind: search.listingKind })}: ${terms || t('allListings')}`;
            return (
              <li
                key={search.id}
                className="flex flex-wrap items-center gap-3 p-3"
                data-testid="saved-search"
              >
                <AppLink
                  href={{ pathname: path, query: search.query }}
                  className="min-w-0 flex-1 text-sm font-medium text-brand-800 hover:underline"
                >
                  <span dir="auto">{summary}</span>
                </AppLink>
                <DeleteSavedSearchButton id={search.id} summary={summary} />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
