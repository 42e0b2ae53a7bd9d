'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { useChannel } from '@/components/realtime/use-channel';
import { AppLink } from '@/components/ui/app-link';
import { markNotificationsReadAction } from '@/features/notifications/actions/mark-notifications-read';
import { EVENTS, userChannel } from '@/lib/realtime/channels';
import type { WireNotification } from '@/features/notifications/server/deliver';
import { NotificationText } from './notification-text';
import { notificationHref, type ReaderType } from '@/features/notifications/render';

/** One page of the user's notifications with mark-one and mark-all; other tabs follow live. */
export function NotificationList({
  userId,
  reader,
  items,
  unread,
  total,
}: {
  userId: string;
  reader: ReaderType;
  items: WireNotification[];
  unread: number;
  total: number;
}) {
  const t = useTranslations('notifications.page');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [failed, setFailed] = useState(false);

  // Read or created elsewhere (another tab, the bell): show the server's truth again.
  useChannel(userChannel(userId), {
    [EVENTS.notificationsRead]: () => router.refresh(),
    [EVENTS.notificationCreated]: () => router.refresh(),
  });

  const mark = (ids: string[] | 'all') =>
    startTransition(async () => {
      const result = await markNotificationsReadAction({ ids });
      setFailed(!result.ok);
      router.refresh();
    });

  return (
    <div>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted" data-testid="notifications-unread">
          {t('summary', { unread, total })}
        </p>
        <button
          type="button"
          disabled={unread === 0 || pending}
          onClick={() => mark('all')}
          className="btn-sm btn-secondary"
          data-testid="notifications-mark-all"
        >
          {t('markAllRead')}
        </button>
      </div>
      {failed ? (
        <p role="alert" className="mb-3 text-sm text-danger">
          {t('failed')}
        </p>
      ) : null}
      <ul
        aria-label={t('listLabel')}
        className="divide-y divide-line rounded-xl border border-line bg-surface"
      >
        {items.map((n) => (
          <li
            key={n.id}
            className={`flex items-start gap-3 p-4 ${n.readAt ? '' : 'bg-brand-50/60'}`}
            data-testid="notification-item"
            data-unread={n.readAt ? undefined : 'true'}
          >
            <span
              aria-hidden
              className={`mt-1.5 size-2.5 shrink-0 rounded-full ${n.readAt ? 'bg-line' : 'bg-brand-600'}`}
            />
            <AppLink
              href={notificationHref(n, reader)}
              // Opening it reads it; the page is being left, so nothing here needs refreshing.
              onClick={
                n.readAt ? undefined : () => void markNotificationsReadAction({ ids: [n.id] })
              }
              className="min-w-0 flex-1 hover:underline"
            >
              {n.readAt ? null : <span className="sr-only">{t('unread')}: </span>}
              <NotificationText notification={n} />
            </AppLink>
            {n.readAt ? null : (
              <button
                type="button"
                disabled={pending}
                onClick={() => mark([n.id])}
                className="shrink-0 rounded-lg px-2 py-1 text-xs font-semibold text-brand-800 hover:bg-brand-100 disabled:opacity-50"
              >
                {t('markRead')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
