'use client';

import { clsx } from 'clsx';
import { useFormatter, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useChannel } from '@/components/realtime/use-channel';
import { useResync } from '@/components/realtime/use-resync';
import { Avatar } from '@/components/ui/avatar';
import { Link } from '@/i18n/navigation';
import { EVENTS, userChannel } from '@/lib/realtime/channels';
import type { ConversationSummary } from '@/features/chat/server/conversations';
import type { ConversationUpdate } from '@/features/chat/server/send';

type Props = {
  meId: string;
  basePath: string;
  activeId: string | null;
  items: ConversationSummary[];
  nextHref: string | null;
  emptyText: string;
  /** The server's time of render: relative times then read the same on the server and client. */
  now: string;
};

/** My conversations, newest activity first; unread counts and last messages update live. */
export function ConversationList({
  meId,
  basePath,
  activeId,
  items: initial,
  nextHref,
  emptyText,
  now,
}: Props) {
  const t = useTranslations('chat');
  const format = useFormatter();
  const router = useRouter();
  const [items, setItems] = useState(initial);
  const [seed, setSeed] = useState(initial);
  if (seed !== initial) {
    setSeed(initial);
    setItems(initial);
  }

  // Updates missed while disconnected or hidden: the server renders the list again (new props).
  useResync(() => router.refresh());

  useChannel(userChannel(meId), {
    [EVENTS.conversationUpdated]: (update: ConversationUpdate) => {
      if (!items.some((c) => c.requestId === update.requestId)) {
        if (update.lastMessage) router.refresh(); // a conversation this page does not show yet
        return;
      }
      setItems((list) => {
        const next = list.map((c) =>
          c.requestId !== update.requestId
            ? c
            : {
                ...c,
                unread: update.unread,
                lastMessage: update.lastMessage ?? c.lastMessage,
                lastActivityAt: update.lastMessage?.createdAt ?? c.lastActivityAt,
              },
        );
        return next.sort((a, b) => b.lastActivityAt.localeCompare(a.lastActivityAt));
      });
    },
  });

  if (items.length === 0) return <p className="p-6 text-center text-muted">{emptyText}</p>;
  return (
    <nav aria-label={t('conversations')}>
      <ul className="divide-y divide-line">
        {items.map((c) => {
          const active = c.requestId === activeId;
          const last = c.lastMessage;
          return (
            <li key={c.requestId}>
              <Link
                href={{ pathname: basePath, query: { request: c.requestId } }}
                aria-current={active ? 'page' : undefined}
                className={clsx(
                  'flex gap-3 p-3 hover:bg-canvas focus-visible:outline-2 focus-visible:-outline-offset-2',
                  active && 'bg-brand-50',
                )}
                data-testid="conversation-link"
              >
                <Avatar name={c.other.name} image={c.other.image} size={44} />
                <span className="min-w-0 flex-1">
                  <span className="flex items-baseline justify-between gap-2">
                    <span dir="auto" className="truncate font-semibold">
                      {c.other.name}
                    </span>
                    <time dateTime={c.lastActivityAt} className="shrink-0 text-xs text-muted">
                      {format.relativeTime(new Date(c.lastActivityAt), new Date(now))}
                    </time>
                  </span>
                  <span dir="auto" className="block truncate text-xs text-muted">
                    {c.listing.title ?? t('listingGone')}
                  </span>
                  <span className="flex items-center justify-between gap-2">
                    {last && last.senderId === meId ? (
                      // The message in its own direction, cut at its own end: as one run with
                      // "You:", an Arabic message on an English page lost its beginning instead.
                      <span className="flex min-w-0 gap-1 text-sm">
                        {t.rich('youSaid', {
                          body: last.body,
                          msg: (chunks) => <bdi className="min-w-0 truncate">{chunks}</bdi>,
                        })}
                      </span>
                    ) : (
                      <span dir="auto" className="truncate text-sm">
                        {last ? last.body : t('noMessages')}
                      </span>
                    )}
                    {c.unread > 0 ? (
                      <span
                        className="shrink-0 rounded-full bg-brand-700 px-2 text-xs font-semibold text-white"
                        data-testid="conversation-unread"
                      >
                        <span aria-hidden>{c.unread}</span>
                        <span className="sr-only">{t('unread', { count: c.unread })}</span>
                      </span>
                    ) : null}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      {nextHref ? (
        <Link href={nextHref} className="block p-3 text-center text-sm text-brand-700 underline">
          {t('moreConversations')}
        </Link>
      ) : null}
    </nav>
  );
}
