'use client';

import { useTranslations } from 'next-intl';
import type { Members, PresenceChannel } from 'pusher-js';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useChannel } from '@/components/realtime/use-channel';
import { loadOlderChatMessagesAction } from '@/features/chat/actions/load-older-chat-messages';
import { markChatReadAction } from '@/features/chat/actions/mark-chat-read';
import { sendChatMessageAction } from '@/features/chat/actions/send-chat-message';
import type { ActionResult } from '@/lib/action/result';
import type { ChatMessageWire } from '@/features/chat/wire';
import { chatChannel, EVENTS } from '@/lib/realtime/channels';
import { applyRead, asSent, mergeMessages, type ChatItem } from './merge';
import { useCatchUp, type Missed } from './use-catch-up';

type Options = {
  requestId: string;
  me: { id: string; name: string };
  otherId: string;
  otherName: string;
  initial: ChatMessageWire[];
  initialHasMore: boolean;
};

const TYPING_SHOWN_MS = 4000;
const TYPING_THROTTLE_MS = 2000;

/** The state of one open conversation: its messages, sending, older pages and live signals. */
export function useConversation({ requestId, me, otherId, otherName, ...rest }: Options) {
  const t = useTranslations('chat');
  const [items, setItems] = useState<ChatItem[]>(() => rest.initial.map(asSent));
  const [hasMore, setHasMore] = useState(rest.initialHasMore);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [online, setOnline] = useState(false);
  const [typing, setTyping] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lastTypingSent = useRef(0);

  // The other party's read position, kept: their "read" can arrive before my send's answer has
  // turned my message from pending into stored, and must still mark it "Seen" then.
  const readUpToRef = useRef<{ seq: number; readAt: string } | null>(null);
  const meId = me.id;
  const add = useCallback(
    (incoming: ChatItem[]) => {
      setItems((list) => {
        const merged = mergeMessages(list, incoming);
        const read = readUpToRef.current;
        return read ? applyRead(merged, meId, read.seq, read.readAt) : merged;
      });
    },
    [meId],
  );
  const noteRead = (seq: number, readAt: string) => {
    if (!readUpToRef.current || seq > readUpToRef.current.seq)
      readUpToRef.current = { seq, readAt };
    setItems((list) => applyRead(list, meId, seq, readAt));
  };
  const onMembers = (members: Members) => setOnline(members.get(otherId) != null);
  const catchUp = useCatchUp(requestId, items, ({ messages, readUpTo }: Missed) => {
    const fresh = messages.filter((m) => !items.some((i) => i.id === m.id));
    add(messages.map(asSent));
    if (readUpTo) noteRead(readUpTo.seq, readUpTo.readAt);
    const theirs = fresh.filter((m) => m.senderId !== me.id).at(-1);
    if (theirs) setAnnouncement(t('announce', { name: otherName, body: theirs.body }));
  });

  const channel = useChannel(chatChannel(requestId), {
    [EVENTS.chatMessage]: ({ message }: { message: ChatMessageWire }) => {
      add([asSent(message)]);
      if (message.senderId !== me.id) {
        setTyping(false);
        setAnnouncement(t('announce', { name: otherName, body: message.body }));
      }
    },
    [EVENTS.chatRead]: ({
      readerId,
      seq,
      readAt,
    }: {
      readerId: string;
      seq: number;
      readAt: string;
    }) => {
      if (readerId !== me.id) noteRead(seq, readAt);
    },
    [EVENTS.clientTyping]: ({ userId }: { userId: string }) => {
      if (userId === me.id) return;
      setTyping(true);
      clearTimeout(typingTimer.current);
      typingTimer.current = setTimeout(() => setTyping(false), TYPING_SHOWN_MS);
    },
    // Also after every reconnect (pusher-js subscribes again): fetch what was missed meanwhile.
    'pusher:subscription_succeeded': (members: Members) => {
      onMembers(members);
      catchUp();
    },
    'pusher:member_added': (member: { id: string }) => {
      if (member.id === otherId) setOnline(true);
    },
    'pusher:member_removed': (member: { id: string }) => {
      if (member.id !== otherId) return;
      const members = (channel as PresenceChannel | null)?.members;
      setOnline(members ? members.get(otherId) != null : false);
    },
  }) as PresenceChannel | null;

  useEffect(() => () => clearTimeout(typingTimer.current), []);

  const deliver = useCallback(
    async (item: ChatItem) => {
      add([{ ...item, status: 'pending', error: undefined }]);
      let result: ActionResult<{ message: ChatMessageWire }>;
      try {
        result = await sendChatMessageAction({
          requestId,
          body: item.body,
          clientId: item.clientId,
        });
      } catch {
        result = { ok: false, error: 'generic' };
      }
      if (result.ok) return add([asSent(result.data.message)]);
      const error =
        result.error === 'rateLimited'
          ? t('rateLimited', { seconds: result.retryAfterSeconds ?? 1 })
          : result.error === 'forbidden'
            ? t('readOnly')
            : t('error');
      setItems((list) =>
        list.map((m) =>
          m.clientId === item.clientId && m.status !== 'sent'
            ? { ...m, status: 'failed', error }
            : m,
        ),
      );
    },
    [add, requestId, t],
  );

  const send = useCallback(
    (body: string) => {
      const item: ChatItem = {
        id: '',
        seq: 0,
        requestId,
        senderId: me.id,
        body,
        clientId: crypto.randomUUID(),
        createdAt: new Date().toISOString(),
        readAt: null,
        status: 'pending',
      };
      void deliver(item);
    },
    [deliver, me.id, requestId],
  );

  const retry = useCallback(
    (clientId: string) => {
      const item = items.find((m) => m.clientId === clientId && m.status === 'failed');
      if (item) void deliver(item);
    },
    [deliver, items],
  );

  const loadOlder = useCallback(async () => {
    const first = items.find((m) => m.status === 'sent');
    if (!first || loadingOlder || !hasMore) return;
    setLoadingOlder(true);
    try {
      const result = await loadOlderChatMessagesAction({ requestId, beforeSeq: first.seq });
      if (result.ok) {
        add(result.data.messages.map(asSent));
        setHasMore(result.data.hasMore);
      }
    } finally {
      setLoadingOlder(false);
    }
  }, [add, hasMore, items, loadingOlder, requestId]);

  const notifyTyping = useCallback(() => {
    const now = Date.now();
    if (!channel?.subscribed || now - lastTypingSent.current < TYPING_THROTTLE_MS) return;
    lastTypingSent.current = now;
    channel.trigger(EVENTS.clientTyping, { userId: me.id });
  }, [channel, me.id]);

  useMarkRead(requestId, me.id, items);

  return {
    items,
    hasMore,
    loadingOlder,
    online,
    typing,
    announcement,
    send,
    retry,
    loadOlder,
    notifyTyping,
  };
}

/** While the conversation is visible, the other party's unread messages are marked read. */
function useMarkRead(requestId: string, meId: string, items: ChatItem[]) {
  const marked = useRef(0);
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const update = () => setVisible(document.visibilityState === 'visible');
    update();
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  const newestUnread = items.reduce(
    (max, m) =>
      m.senderId !== meId && m.status === 'sent' && !m.readAt ? Math.max(max, m.seq) : max,
    0,
  );
  useEffect(() => {
    if (!visible || newestUnread <= marked.current) return;
    marked.current = newestUnread;
    void markChatReadAction({ requestId, seq: newestUnread }).catch(() => {
      marked.current = 0; // try again on the next change
    });
  }, [newestUnread, requestId, visible]);
}
