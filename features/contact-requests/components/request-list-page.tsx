import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/ui/app-link';
import { PageHeading } from '@/components/ui/page-heading';
import { isRequestStatus } from '@/features/contact-requests/types';
import { requirePageUser } from '@/lib/auth/page-gate';
import { segmentLocale } from '@/lib/i18n/segment-locale';
import { listReceivedRequests, listSentRequests } from '@/features/contact-requests/server/lists';
import { EmptyState } from './empty-state';
import { LiveRequests } from './live-requests';
import { RequestCard } from './request-card';
import { RequestPagination } from './request-pagination';
import { StatusFilter } from './status-filter';

type Search = Record<string, string | string[] | undefined>;
export type ListPageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Search>;
};

const PATH = { received: '/contact-requests', sent: '/my-contact-requests' } as const;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * /contact-requests (received, owners) and /my-contact-requests (sent, investors): private and
 * dynamic (they read the session). The other type of user gets a pointer to their own list.
 */
export async function RequestListPage({
  side,
  params,
  searchParams,
}: ListPageProps & { side: 'received' | 'sent' }) {
  const locale = await segmentLocale(params);
  const pathname = PATH[side];
  const user = await requirePageUser(locale, pathname);
  const [t, titles] = await Promise.all([
    getTranslations('contactRequests'),
    getTranslations('titles'),
  ]);
  const type = user?.type;
  const ownSide = Boolean(user) && (side === 'received' ? type === 'OWNER' : type === 'INVESTOR');
  const heading = (
    <PageHeading
      title={titles(side === 'received' ? 'contactRequests' : 'myContactRequests')}
      description={ownSide ? t(side === 'received' ? 'received.intro' : 'sent.intro') : undefined}
    />
  );
  if (!user || !ownSide) {
    return (
      <div className="py-2">
        {heading}
        <EmptyState
          text={side === 'received' ? t('received.ownersOnly') : t('sent.investorsOnly')}
          actions={
            <AppLink
              href={PATH[side === 'received' ? 'sent' : 'received']}
              className="btn btn-primary"
            >
              {side === 'received' ? t('received.ownersOnlyAction') : t('sent.investorsOnlyAction')}
            </AppLink>
          }
        />
      </div>
    );
  }

  const search = await searchParams;
  const requested = first(search.status);
  const status = isRequestStatus(requested) ? requested : null;
  const page = Number(first(search.page) ?? 1) || 1;
  const list = await (side === 'received' ? listReceivedRequests : listSentRequests)(user.id, {
    status,
    page,
  });
  const copy = side === 'received' ? 'received' : 'sent';

  return (
    <div className="py-2">
      {heading}
      <LiveRequests side={side} />
      {list.counts.all > 0 ? (
        <StatusFilter pathname={pathname} current={status} counts={list.counts} />
      ) : null}
      {list.items.length === 0 ? (
        <EmptyState
          title={status ? undefined : t(`${copy}.emptyTitle`)}
          text={status ? t(`${copy}.emptyFiltered`) : t(`${copy}.emptyText`)}
          actions={status ? null : <EmptyActions side={side} />}
        />
      ) : (
        <ul className="space-y-4" data-testid="request-list">
          {list.items.map((request) => (
            <li key={request.id}>
              <RequestCard request={request} role={side === 'received' ? 'owner' : 'requester'} />
            </li>
          ))}
        </ul>
      )}
      <RequestPagination
        pathname={pathname}
        status={status}
        page={list.page}
        pageCount={list.pageCount}
      />
    </div>
  );
}

async function EmptyActions({ side }: { side: 'received' | 'sent' }) {
  const t = await getTranslations('contactRequests');
  return side === 'received' ? (
    <>
      <AppLink href="/profile/advertisements/add" className="btn btn-primary">
        {t('received.publishAd')}
      </AppLink>
      <AppLink href="/profile/opportunities/add" className="btn btn-secondary">
        {t('received.publishOpportunity')}
      </AppLink>
    </>
  ) : (
    <>
      <AppLink href="/investments" className="btn btn-primary">
        {t('sent.browseInvestments')}
      </AppLink>
      <AppLink href="/advertisements" className="btn btn-secondary">
        {t('sent.browseAds')}
      </AppLink>
    </>
  );
}
