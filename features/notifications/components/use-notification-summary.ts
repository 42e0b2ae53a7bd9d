'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useChannel } from '@/components/realtime/use-channel';
import { EVENTS, userChannel } from '@/lib/realtime/channels';
import type { WireNotification } from '@/features/notifications/server/deliver';
import { BELL_LATEST } from '@/features/notifications/constants';

export type Summary = { unread: number; latest: WireNotification[] };

/**
 * The signed-in user's unread count and latest notifications: fetched once (no-store JSON), then
 * kept live by the user's private channel, so every tab agrees without polling.
 */
export function useNotificationSummary(userId: string | null) {
  const [summary, setSummary] = useState<Summary | null>(null);
  const [arrived, setArrived] = useState<WireNotification | null>(null);

  // Only the latest request may set the state: an older answer arriving late is stale.
  const latest = useRef(0);
  const refresh = useCallback(() => {
    const request = ++latest.current;
    void fetchSummary().then((next) => {
      if (next && request === latest.current) setSummary(next);
    });
  }, []);

  useEffect(() => {
    if (!userId) return;
    let active = true;
    const request = ++latest.current;
    void fetchSummary().then((next) => {
      if (active && next && request === latest.current) setSummary(next);
    });
    return () => {
      active = false;
    };
  }, [userId]);

  useChannel(userId ? userChannel(userId) : null, {
    // Subscribed, at load or again after a lost connection: what happened before this moment
    // (another tab read them, one arrived) came while nobody listened, so ask the server again.
    'pusher:subscription_succeeded': refresh,
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

async function fetchSummary(): Promise<Summary | null> {
  try {
    const response = await fetch('/api/notifications/summary', { cache: 'no-store' });
    return response.ok ? ((await response.json()) as Summary) : null;
  } catch (error) {
    console.error('[notifications] summary failed', error);
    return null;
  }
}
