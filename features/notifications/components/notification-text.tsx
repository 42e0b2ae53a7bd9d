'use client';

import { useFormatter, useLocale, useTranslations } from 'next-intl';
import type { WireNotification } from '@/features/notifications/server/deliver';
import { renderNotification, type NotificationsT } from '@/features/notifications/render';

/** A notification's title, body and time in the reader's language. */
export function NotificationText({ notification }: { notification: WireNotification }) {
  const t = useTranslations('notifications');
  const locale = useLocale();
  const format = useFormatter();
  // The typed translator only accepts literal keys; the renderer builds them from the type.
  const { title, body } = renderNotification(notification, t as unknown as NotificationsT, locale);
  return (
    <span className="flex min-w-0 flex-col gap-0.5 text-start">
      <span className="text-sm font-semibold text-ink" dir="auto">
        {title}
      </span>
      <span className="line-clamp-2 text-sm text-muted" dir="auto">
        {body}
      </span>
      <time dateTime={notification.createdAt} className="text-xs text-muted">
        {format.dateTime(new Date(notification.createdAt), {
          dateStyle: 'medium',
          timeStyle: 'short',
        })}
      </time>
    </span>
  );
}

/** The title alone, for announcements. */
export function useNotificationTitle() {
  const t = useTranslations('notifications');
  const locale = useLocale();
  return (notification: WireNotification) =>
    renderNotification(notification, t as unknown as NotificationsT, locale).title;
}
