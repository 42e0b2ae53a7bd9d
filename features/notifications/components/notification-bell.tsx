'use client';

import { Bell } from '@/components/icons';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { useAuth } from '@/components/auth/auth-provider';
import { AppLink } from '@/components/ui/app-link';
import { markNotificationsReadAction } from '@/features/notifications/actions/mark-notifications-read';
import { notificationHref } from '@/features/notifications/render';
import { BellPlaceholder } from './bell-placeholder';
import { NotificationText, useNotificationTitle } from './notification-text';
import { useNotificationSummary } from './use-notification-summary';

/**
 * The header's bell. Renders a fixed-size placeholder for visitors and until the summary arrives,
 * so the header stays the same for everyone on the server; live through the user's channel.
 */
export function NotificationBell() {
  const { user } = useAuth();
  const t = useTranslations('notifications.bell');
  const { summary, arrived, setSummary } = useNotificationSummary(user?.id ?? null);
  const titleOf = useNotificationTitle();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  if (!user || !summary) return <BellPlaceholder />;

  const unread = summary.unread;
  const badge = unread > 99 ? '99+' : String(unread);
  // Opening a notification reads it, as marking all does; other tabs follow the server's event.
  const markRead = async (ids: string[] | 'all') => {
    const result = await markNotificationsReadAction({ ids });
    if (!result.ok) return;
    const readAt = new Date().toISOString();
    setSummary(
      (current) =>
        current && {
          unread: result.data.unread,
          latest: current.latest.map((n) =>
            n.readAt || (ids !== 'all' && !ids.includes(n.id)) ? n : { ...n, readAt },
          ),
        },
    );
  };

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={unread > 0 ? t('labelUnread', { count: unread }) : t('label')}
        onClick={() => setOpen((value) => !value)}
        className="relative inline-flex size-10 items-center justify-center rounded-full text-muted hover:bg-brand-50 hover:text-ink"
        data-testid="notification-bell"
      >
        <Bell aria-hidden className="size-5" />
        {unread > 0 ? (
          <span
            aria-hidden
            className="absolute -end-0.5 top-0.5 min-w-5 rounded-full bg-danger px-1 text-center text-[0.7rem] leading-5 font-bold text-white"
            data-testid="notification-count"
          >
            {badge}
          </span>
        ) : null}
      </button>
      <p role="status" aria-live="polite" className="sr-only">
        {arrived ? t('announce', { title: titleOf(arrived) }) : ''}
      </p>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label={t('menuTitle')}
          // On a phone the bell sits mid-header (start side in Arabic): the menu spans the screen instead.
          className="absolute end-0 top-full z-menu mt-2 w-80 max-w-[calc(100vw-2rem)] rounded-xl border border-line bg-surface p-1.5 shadow-lg max-sm:fixed max-sm:inset-x-4 max-sm:top-16 max-sm:w-auto max-sm:max-w-none"
          onClick={(event) => {
            if ((event.target as Element).closest('a')) setOpen(false);
          }}
        >
          {summary.latest.length === 0 ? (
            <p className="px-3 py-4 text-sm text-muted">{t('empty')}</p>
          ) : (
            summary.latest.map((n) => (
              <AppLink
                key={n.id}
                role="menuitem"
                href={notificationHref(n, user.type)}
                className="flex items-start gap-2 rounded-lg px-3 py-2 hover:bg-brand-50"
                data-unread={n.readAt ? undefined : 'true'}
                onClick={n.readAt ? undefined : () => void markRead([n.id])}
              >
                <span
                  aria-hidden
                  className={`mt-1.5 size-2 shrink-0 rounded-full ${n.readAt ? 'bg-transparent' : 'bg-brand-600'}`}
                />
                <NotificationText notification={n} />
              </AppLink>
            ))
          )}
          <div className="mt-1 flex items-center justify-between gap-2 border-t border-line px-1 pt-1.5">
            <button
              type="button"
              role="menuitem"
              disabled={unread === 0}
              onClick={() => void markRead('all')}
              className="btn-sm btn-ghost"
              data-testid="bell-mark-all"
            >
              {t('markAllRead')}
            </button>
            <AppLink role="menuitem" href="/notifications" className="btn-sm btn-ghost">
              {t('seeAll')}
            </AppLink>
          </div>
        </div>
      ) : null}
    </div>
  );
}
