'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { Fragment, useLayoutEffect, useRef } from 'react';
import { MessageBubble } from './message-bubble';
import type { ChatItem } from './merge';

type Props = {
  items: ChatItem[];
  meId: string;
  label: string;
  hasMore: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (clientId: string) => void;
};

/**
 * The scrolling list of messages with day separators. Scrolling near the top loads the previous
 * page and keeps the reader where they were; new messages scroll into view when the reader is at
 * the bottom (or sent them).
 */
export function MessageList({
  items,
  meId,
  label,
  hasMore,
  loadingOlder,
  onLoadOlder,
  onRetry,
}: Props) {
  const t = useTranslations('chat');
  const format = useFormatter();
  const box = useRef<HTMLDivElement>(null);
  const previous = useRef<{ first?: string; last?: string; height: number; top: number }>({
    height: 0,
    top: 0,
  });

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const before = previous.current;
    const first = items[0]?.clientId;
    const last = items.at(-1);
    if (before.first && first !== before.first && before.height) {
      el.scrollTop = el.scrollHeight - before.height + before.top; // older page prepended
    } else if (last?.clientId !== before.last) {
      const nearBottom = before.height - before.top - el.clientHeight < 120;
      if (!before.last || nearBottom || last?.senderId === meId) el.scrollTop = el.scrollHeight;
    }
    previous.current = { first, last: last?.clientId, height: el.scrollHeight, top: el.scrollTop };
  }, [items, meId]);

  const onScroll = () => {
    const el = box.current;
    if (!el) return;
    previous.current = { ...previous.current, height: el.scrollHeight, top: el.scrollTop };
    if (el.scrollTop < 80 && hasMore && !loadingOlder) onLoadOlder();
  };

  const seenSeq = items.reduce(
    (max, m) =>
      m.senderId === meId && m.readAt && m.status === 'sent' ? Math.max(max, m.seq) : max,
    0,
  );
  const dayOf = (iso: string) =>
    format.dateTime(new Date(iso), { year: 'numeric', month: '2-digit', day: '2-digit' });

  return (
    <div
      ref={box}
      onScroll={onScroll}
      // A scrolling region must take focus so a keyboard can scroll it.
      tabIndex={0}
      role="region"
      aria-label={label}
      className="min-h-0 flex-1 overflow-y-auto px-3 py-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:px-5"
      data-testid="chat-scroll"
    >
      <div className="mb-3 text-center text-xs text-muted">
        {hasMore ? (
          <button
            type="button"
            onClick={onLoadOlder}
            disabled={loadingOlder}
            className="rounded underline focus-visible:outline-2"
          >
            {loadingOlder ? t('loadingOlder') : t('loadOlder')}
          </button>
        ) : items.length > 0 ? (
          t('start')
        ) : (
          t('noMessages')
        )}
      </div>
      <ol aria-label={label} className="flex flex-col gap-3">
        {items.map((m, i) => {
          const thisDay = dayOf(m.createdAt);
          const separator = i === 0 || dayOf(items[i - 1]!.createdAt) !== thisDay;
          return (
            <Fragment key={m.clientId + m.senderId}>
              {separator ? (
                <li className="my-2 text-center text-xs font-medium text-muted">
                  <span className="rounded-full bg-canvas px-3 py-1">
                    {format.dateTime(new Date(m.createdAt), {
                      weekday: 'long',
                      day: 'numeric',
                      month: 'long',
                      year: 'numeric',
                    })}
                  </span>
                </li>
              ) : null}
              <MessageBubble
                message={m}
                mine={m.senderId === meId}
                seen={m.seq === seenSeq && seenSeq > 0}
                onRetry={onRetry}
              />
            </Fragment>
          );
        })}
      </ol>
    </div>
  );
}
