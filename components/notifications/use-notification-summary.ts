'use client';

import { useCallback, useEffect, useState } from 'react';
import { useChannel } from '@/components/realtime/use-channel';
import { EVENTS, userChannel } from '@/lib/realtime/channels';
import type { WireNotification } from '@/lib/server/notifications/deliver';
import { BELL_LATEST } from './constants';

export type Summary = { unread: number; latest: WireNotification[] };

/**
 * The signed-in user's unread count and latest notifications: fetched once (no-store JSON), then
 * kept live by the user's private channel, so every tab agrees without polling.
 */
export function useNotificationSummary(userId: string | null) {
  const [summary, setSummary] = useState<Summary | null>(null);
  const [arrived, setArrived] = useState<WireNotification | null>(null);

  const refresh = useCallback(async () => {
    try {
      const response = await fetch('/api/notifications/summary', { cache: 'no-store' });
      if (response.ok) setSummary((await response.json()) as Summary);
    } catch (error) {
      console.error('[notifications] summary failed', error);
    }
  }, []);

  useEffect(() => {
    if (!userId) return;
    let active = true;
    void (async () => {
      const response = await fetch('/api/notifications/summary', { cache: 'no-store' }).catch(
        () => null,
      );
      if (active && response?.ok) setSummary((await response.json()) as Summary);
    })();
    return () => {
      active = false;
    };
  }, [userId]);

  useChannel(userId ? userChannel(userId) : null, {
    [EVENTS.notificationCreated]: (data: { notification: WireNotification; unread: number }) => {
      setSummary((current) => ({
        unread: data.unread,
        latest: [
          data.notification,
          ...(current?.latest ?? []).filter((n) => n.id !== data.notification.id),
        ].slice(0, BELL_LATEST),
      }));
      setArrived(data.notification);
    },
    [EVENTS.notificationsRead]: (data: { ids: string[] | 'all'; unread: number }) => {
      const readAt = new Date().toISOString();
      setSummary((current) =>
        current
          ? {
              unread: data.unread,
              latest: current.latest.map((n) =>
                !n.readAt && (data.ids === 'all' || data.ids.includes(n.id)) ? { ...n, readAt } : n,
              ),
            }
          : current,
      );
    },
  });

  return { summary: userId ? summary : null, arrived, setSummary, refresh };
}
