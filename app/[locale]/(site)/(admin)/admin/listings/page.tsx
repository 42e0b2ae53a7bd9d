import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHeading } from '@/components/ui/page-heading';
import { toLocale } from '@/i18n/routing';
import { LISTING_KINDS } from '@/features/listings/kinds';
import { LISTING_STATUSES } from '@/features/listings/taxonomy';
import { ListingReviewTable } from '@/features/moderation/components/listing-review/listing-review-table';
import { ListingViewTabs } from '@/features/moderation/components/listing-review/listing-view-tabs';
import { ReviewAnnouncer } from '@/features/moderation/components/listing-review/review-announcer';
import { parseListingReviewQuery } from '@/features/moderation/components/listing-review/listing-review-query';
import { REVIEW_FLAGS } from '@/features/moderation/review-rules';
import { listReviewQueue, searchAllListings } from '@/features/moderation/server/listing-review';
import { AdminFilters, type AdminSelectFilter } from '@/features/staff/components/admin-filters';
import { AdminPagination } from '@/features/staff/components/admin-pagination';
import { requirePageUser } from '@/lib/auth/page-gate';
import { pageMetadata } from '@/lib/i18n/metadata';
import { segmentLocale } from '@/lib/i18n/segment-locale';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const PATH = '/admin/listings';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(toLocale(locale), 'adminListings', PATH);
}

/**
 * Listings for moderators: the review queue (the longest-waiting first, by kind and flag) or every
 * listing in any state (by title, owner e-mail or id, state and kind), filtered by the server.
 */
export default async function AdminListingsPage({ params, searchParams }: Props) {
  const locale = await segmentLocale(params);
  const user = await requirePageUser(locale, PATH, { role: 'STAFF' });
  const query = parseListingReviewQuery(await searchParams);
  const queue = query.view === 'queue';
  const result = queue
    ? await listReviewQueue(user, { page: query.page, kind: query.kind, flag: query.flag })
    : await searchAllListings(user, {
        page: query.page,
        q: query.q,
        kind: query.kind,
        status: query.status,
      });
  const [t, titles, states] = await Promise.all([
    getTranslations('admin.listings'),
    getTranslations('titles'),
    getTranslations('ownerListings.common.status'),
  ]);
  const view: AdminSelectFilter = {
    name: 'view',
    label: t('views'),
    value: queue ? undefined : 'all',
    any: t('queue'),
    options: [{ value: 'all', label: t('all') }],
  };
  const kind: AdminSelectFilter = {
    name: 'kind',
    label: t('kind'),
    value: query.kind,
    options: LISTING_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) })),
  };
  const selects = queue
    ? [
        view,
        kind,
        {
          name: 'flag',
          label: t('flag'),
          value: query.flag,
          options: REVIEW_FLAGS.map((value) => ({ value, label: t(`flags.${value}`) })),
        },
      ]
    : [
        view,
        {
          name: 'status',
          label: t('state'),
          value: query.status,
          options: LISTING_STATUSES.map((value) => ({ value, label: states(value) })),
        },
        kind,
      ];
  const kept = queue
    ? { kind: query.kind, flag: query.flag }
    : { view: 'all', q: query.q, status: query.status, kind: query.kind };
  return (
    <div className="py-2">
      <PageHeading title={titles('adminListings')} description={t('intro')} />
      <ListingViewTabs view={query.view} pathname={PATH} />
      <AdminFilters
        id="listing-filters"
        pathname={PATH}
        search={
          queue
            ? undefined
            : { value: query.q, label: t('search'), placeholder: t('searchPlaceholder') }
        }
        selects={selects}
      />
      <p className="mb-3 text-sm text-muted">{t('total', { count: result.total })}</p>
      <ReviewAnnouncer />
      <ListingReviewTable rows={result.items} view={query.view} />
      <AdminPagination
        pathname={PATH}
        query={kept}
        page={result.page}
        pageCount={result.pageCount}
      />
    </div>
  );
}
