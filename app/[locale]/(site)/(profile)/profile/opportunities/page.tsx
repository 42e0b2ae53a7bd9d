import { Plus } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { OwnerList } from '@/features/listings/components/owner/owner-list';
import { OwnerPagination } from '@/features/listings/components/owner/owner-pagination';
import { AppLink } from '@/components/ui/app-link';
import { PageHeading } from '@/components/ui/page-heading';
import { redirect } from '@/i18n/navigation';
import { formatMoney } from '@/lib/format/money';
import { pageMetadata } from '@/lib/i18n/metadata';
import type { City, Sector } from '@/features/listings/taxonomy';
import { listOwnerOpportunities } from '@/features/listings/server/owner-opportunities';
import {
  localeOf,
  openOwnerPage,
  pageParam,
  type OwnerPageParams,
} from '@/features/listings/server/owner-page';

const PATH = '/profile/opportunities';

type Props = {
  params: OwnerPageParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props) {
  return pageMetadata(await localeOf(params), 'myOpportunities', PATH);
}

export default async function MyOpportunitiesPage({ params, searchParams }: Props) {
  const { locale, owner } = await openOwnerPage(params, () => PATH);
  const page = pageParam((await searchParams).page);
  const result = await listOwnerOpportunities(owner, { page });
  if (result.items.length === 0 && page > 1) redirect({ href: PATH, locale });
  const [titles, t, tx] = await Promise.all([
    getTranslations('titles'),
    getTranslations('ownerListings'),
    getTranslations('taxonomy'),
  ]);
  const rows = result.items.map((o) => ({
    ...o,
    facts: [tx(`sectors.${o.sector as Sector}`), tx(`cities.${o.city as City}`)],
    amount: t('common.amountRange', {
      min: formatMoney(o.amountMinMinor, o.currency, locale),
      max: formatMoney(o.amountMaxMinor, o.currency, locale),
    }),
  }));
  return (
    <div>
      <PageHeading
        title={titles('myOpportunities')}
        description={t('opportunities.intro')}
        actions={
          <AppLink
            href={`${PATH}/add`}
            className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            <Plus aria-hidden className="size-4" />
            {t('opportunities.add')}
          </AppLink>
        }
      />
      {result.total > 0 ? (
        <p className="mb-3 text-sm text-muted">
          {t('opportunities.total', { count: result.total })}
        </p>
      ) : null}
      <OwnerList kind="opportunity" rows={rows} />
      <OwnerPagination basePath={PATH} page={result.page} pageCount={result.pageCount} />
    </div>
  );
}
