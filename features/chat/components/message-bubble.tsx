'use client';

import { clsx } from 'clsx';
import { useFormatter, useTranslations } from 'next-intl';
import { ReportMessageButton } from '@/features/moderation/components/report-message-button';
import { linkify } from './linkify';
import type { ChatItem } from './merge';

/** One message: mine on the end side, theirs on the start side, in either direction. */
export function MessageBubble({
  message,
  mine,
  seen,
  onRetry,
}: {
  message: ChatItem;
  mine: boolean;
  /** Show "Seen" under it (my newest message the other party has read). */
  seen: boolean;
  onRetry: (clientId: string) => void;
}) {
  const t = useTranslations('chat');
  const format = useFormatter();
  const time = format.dateTime(new Date(message.createdAt), { hour: 'numeric', minute: '2-digit' });
  return (
    <li
      className={clsx('flex flex-col', mine ? 'items-end' : 'items-start')}
      data-testid="chat-message"
      data-status={message.status}
      data-mine={mine ? 'true' : 'false'}
    >
      <div
        className={clsx(
          'max-w-[85%] rounded-2xl px-4 py-2 shadow-sm sm:max-w-[70%]',
          mine ? 'rounded-ee-sm bg-brand-700 text-white' : 'rounded-es-sm bg-surface text-ink',
          message.status === 'pending' && 'opacity-70',
          message.status === 'failed' && 'ring-2 ring-danger',
        )}
      >
        <span className="sr-only">{mine ? t('you') : null}</span>
        <p dir="auto" className="break-words whitespace-pre-wrap">
          {linkify(message.body)}
        </p>
      </div>
      {/* A div: the report dialog may open inside it. */}
      <div className="mt-1 flex items-center gap-2 text-xs text-muted">
        <time dateTime={message.createdAt}>{time}</time>
        {message.status === 'pending' ? <span>{t('sending')}</span> : null}
        {seen ? <span data-testid="chat-seen">{t('seen')}</span> : null}
        {!mine && message.status === 'sent' ? <ReportMessageButton messageId={message.id} /> : null}
      </div>
      {message.status === 'failed' ? (
        <p className="mt-1 flex items-center gap-2 text-xs text-danger" role="alert">
          <span>{message.error ?? t('failed')}</span>
          <button
            type="button"
            onClick={() => onRetry(message.clientId)}
            className="rounded font-semibold underline focus-visible:outline-2"
          >
            {t('retry')}
          </button>
        </p>
      ) : null}
    </li>
  );
}
