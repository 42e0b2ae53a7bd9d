import { Plus } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/ui/app-link';
import { PageHeading } from '@/components/ui/page-heading';
import { redirect } from '@/i18n/navigation';
import { requirePageUser } from '@/lib/auth/page-gate';
import { segmentLocale } from '@/lib/i18n/segment-locale';
import { pageParam } from '@/lib/pagination';
import { LISTING_KIND } from '@/features/listings/kinds';
import { listOwnerListings } from '@/features/listings/server/owner-listings';
import { OwnerList } from './owner-list';
import { OwnerPagination } from './owner-pagination';
import { ownerPagePath, ownerTools, type OwnerPageProps } from './owner-routes';
import { ownerRowView } from './owner-views';

/** The owner's listings of a kind (`/profile/advertisements`, `/profile/opportunities`). */
export async function MyListingsPage({ kind, params, searchParams }: OwnerPageProps) {
  const locale = await segmentLocale(params);
  const path = ownerPagePath(kind, 'mine');
  const owner = await requirePageUser(locale, path, { role: 'OWNER' });
  const page = pageParam((await searchParams).page);
  const result = await listOwnerListings(owner, kind, { page });
  if (result.items.length === 0 && page > 1) redirect({ href: path, locale });
  const [titles, tools] = await Promise.all([getTranslations('titles'), ownerTools(locale)]);
  const { t } = tools;
  const { ownerTexts, titles: title } = LISTING_KIND[kind];
  const rows = result.items.map((listing) => ({
    ...listing,
    ...ownerRowView(listing, tools),
  }));
  return (
    <div>
      <PageHeading
        title={titles(title.mine)}
        description={t(`${ownerTexts}.intro`)}
        actions={
          <AppLink href={ownerPagePath(kind, 'add')} className="btn btn-primary">
            <Plus aria-hidden className="size-4" />
            {t(`${ownerTexts}.add`)}
          </AppLink>
        }
      />
      {result.total > 0 ? (
        <p className="mb-3 text-sm text-muted">
          {t(`${ownerTexts}.total`, { count: result.total })}
        </p>
      ) : null}
      <OwnerList kind={kind} rows={rows} />
      <OwnerPagination basePath={path} page={result.page} pageCount={result.pageCount} />
    </div>
  );
}
