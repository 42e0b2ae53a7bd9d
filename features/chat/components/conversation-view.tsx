'use client';

import { ArrowLeft } from '@/components/icons';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Link } from '@/i18n/navigation';
import type { ChatMessageWire } from '@/features/chat/wire';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { useConversation } from './use-conversation';

type Props = {
  requestId: string;
  basePath: string;
  me: { id: string; name: string };
  other: { id: string; name: string; image: string | null };
  listingTitle: string | null;
  readOnly: boolean;
  initial: ChatMessageWire[];
  initialHasMore: boolean;
};

/** The open conversation: header (who, online, about what), messages, composer or read-only note. */
export function ConversationView({
  requestId,
  basePath,
  me,
  other,
  listingTitle,
  readOnly,
  ...page
}: Props) {
  const t = useTranslations('chat');
  const heading = useRef<HTMLHeadingElement>(null);
  const chat = useConversation({
    requestId,
    me,
    otherId: other.id,
    otherName: other.name,
    initial: page.initial,
    initialHasMore: page.initialHasMore,
  });

  // Switching conversations moves focus to the new one's heading, so a reader hears where they are.
  useEffect(() => {
    heading.current?.focus();
  }, [requestId]);

  return (
    <section
      aria-labelledby={`chat-title-${requestId}`}
      className="flex h-[calc(100dvh-10rem)] min-h-[28rem] flex-col rounded-2xl border border-line bg-white shadow-sm lg:h-[40rem]"
    >
      <header className="flex items-center gap-3 border-b border-line p-3">
        <Link
          href={basePath}
          className="inline-flex items-center gap-1 rounded p-1 text-sm text-brand-700 lg:hidden"
        >
          <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
          <span>{t('back')}</span>
        </Link>
        <Avatar name={other.name} image={other.image} size={40} />
        <div className="min-w-0 flex-1">
          <h2
            id={`chat-title-${requestId}`}
            ref={heading}
            tabIndex={-1}
            dir="auto"
            className="truncate font-semibold focus:outline-none"
          >
            {other.name}
          </h2>
          <p className="truncate text-sm text-muted" dir="auto">
            {t('about', { title: listingTitle ?? t('listingGone') })}
          </p>
        </div>
        <p className="flex items-center gap-1 text-xs text-muted" data-testid="chat-presence">
          <span
            aria-hidden
            className={`size-2 rounded-full ${chat.online ? 'bg-emerald-500' : 'bg-line'}`}
          />
          {chat.online ? t('online') : t('offline')}
        </p>
      </header>
      <MessageList
        items={chat.items}
        meId={me.id}
        label={t('messagesWith', { name: other.name })}
        hasMore={chat.hasMore}
        loadingOlder={chat.loadingOlder}
        onLoadOlder={() => void chat.loadOlder()}
        onRetry={chat.retry}
      />
      <p
        aria-live="polite"
        className="min-h-6 px-4 text-sm text-muted italic"
        data-testid="chat-typing"
      >
        {chat.typing ? t('typing', { name: other.name }) : ''}
      </p>
      <p aria-live="polite" className="sr-only" data-testid="chat-announcer">
        {chat.announcement}
      </p>
      {readOnly ? (
        <p
          className="border-t border-line bg-canvas p-4 text-sm text-muted"
          data-testid="chat-read-only"
        >
          {t('readOnly')}
        </p>
      ) : (
        <Composer onSend={chat.send} onTyping={chat.notifyTyping} />
      )}
    </section>
  );
}
