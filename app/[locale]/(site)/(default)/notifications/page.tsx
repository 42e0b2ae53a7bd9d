import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotificationList } from '@/features/notifications/components/notification-list';
import { NotificationsPagination } from '@/features/notifications/components/notifications-pagination';
import { PushStatus } from '@/features/push/components/push-status';
import { SavedSearchList } from '@/features/saved-searches/components/saved-search-list';
import { AppLink } from '@/components/ui/app-link';
import { PageHeading } from '@/components/ui/page-heading';
import { toLocale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/i18n/metadata';
import { gatePage } from '@/lib/auth/page-gate';
import { segmentLocale } from '@/lib/i18n/segment-locale';
import { listNotifications } from '@/features/notifications/server/list';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(toLocale(locale), 'notifications', '/notifications');
}

/**
 * A private-data page (the list is the reader's own), so it renders per request. Visitors learn
 * what it is and get a sign-in link that comes back here.
 */
export default async function NotificationsPage({ params, searchParams }: Props) {
  const locale = await segmentLocale(params);
  const titles = await getTranslations('titles');
  const t = await getTranslations('notifications.page');
  const user = await gatePage(locale, '/notifications');

  if (!user) {
    const back = `/${locale}/notifications`;
    return (
      <div className="container-page py-8">
        <PageHeading title={titles('notifications')} />
        <section className="max-w-2xl rounded-xl border border-line bg-surface p-6">
          <p className="text-muted">{t('intro')}</p>
          <p className="mt-4">{t('signInPrompt')}</p>
          <AppLink
            href={`/auth/login?redirect=${encodeURIComponent(back)}`}
            className="mt-4 btn btn-primary"
            data-testid="notifications-sign-in"
          >
            {t('signIn')}
          </AppLink>
        </section>
      </div>
    );
  }

  const query = await searchParams;
  const requested = Number(typeof query.page === 'string' ? query.page : '1');
  const page = await listNotifications(user.id, Number.isFinite(requested) ? requested : 1);

  return (
    <div className="container-page py-8">
      <PageHeading title={titles('notifications')} />
      <PushStatus />
      {page.total === 0 ? (
        <p className="rounded-xl border border-line bg-surface p-8 text-center text-muted">
          {t('empty')}
        </p>
      ) : (
        <>
          <NotificationList
            userId={user.id}
            reader={user.type}
            items={page.items}
            unread={page.unread}
            total={page.total}
          />
          <NotificationsPagination page={page.page} pageCount={page.pageCount} />
        </>
      )}
      {user.type === 'INVESTOR' ? <SavedSearchList userId={user.id} /> : null}
    </div>
  );
}
