import 'server-only';
import { getDb } from '@/lib/db';
import type { NotificationRow } from '@/lib/db/schema';
import { toChatWire, type ChatMessageWire } from '@/features/chat/wire';
import { chatChannel, EVENTS, userChannel } from '@/lib/realtime/channels';
import { insertNotification } from '@/features/notifications/server/create';
import { deliverNotifications } from '@/features/notifications/server/deliver';
import { listChannelUserIds } from '@/lib/realtime/presence';
import { publish } from '@/lib/realtime/publish';
import { hitRateLimit, type RateLimitRule } from '@/lib/rate-limit';
import { getChatAccess } from './access';
import { countUnreadInConversation } from './conversations';
import { insertChatMessage } from './insert-message';

/** Messages per user per minute: plenty for a person typing, a wall for a script. */
export const CHAT_SEND_LIMIT: RateLimitRule = { limit: 30, windowSeconds: 60 };

export type SendChatResult =
  | { status: 'sent'; message: ChatMessageWire }
  | { status: 'not_found' }
  | { status: 'read_only' }
  | { status: 'rate_limited'; retryAfterSeconds: number };

/** What the conversation list needs to move a row to the top and show its counts. */
export type ConversationUpdate = {
  requestId: string;
  unread: number;
  lastMessage?: { body: string; senderId: string; createdAt: string };
};

/**
 * Sends a message as `sender`: only a party of an accepted request whose listing is not archived.
 * Idempotent per client id (a retry returns the stored message and publishes nothing new). The
 * recipient gets a notification only when they do not have the conversation open.
 */
export async function sendChatMessage(
  sender: { id: string; name: string },
  input: { requestId: string; body: string; clientId: string },
): Promise<SendChatResult> {
  const access = await getChatAccess(sender.id, input.requestId);
  if (!access) return { status: 'not_found' };
  if (access.readOnly) return { status: 'read_only' };
  const limit = await hitRateLimit(`chat-send:${sender.id}`, CHAT_SEND_LIMIT);
  if (!limit.allowed) return { status: 'rate_limited', retryAfterSeconds: limit.retryAfterSeconds };

  const recipientId = access.otherId;
  // One presence query per message; null (realtime unknown) means "notify", never lose it.
  const present = await listChannelUserIds(chatChannel(input.requestId));
  const notify = present === null || !present.includes(recipientId);

  const db = await getDb();
  const { message, created, notification } = await db.transaction(async (tx) => {
    const result = await insertChatMessage(tx, {
      requestId: input.requestId,
      senderId: sender.id,
      body: input.body,
      clientId: input.clientId,
    });
    let row: NotificationRow | null = null;
    if (result.created && notify) {
      row = await insertNotification(tx, {
        userId: recipientId,
        type: 'chat_message',
        data: {
          requestId: input.requestId,
          actorName: sender.name,
          preview: input.body.slice(0, 120),
        },
      });
    }
    return { ...result, notification: row };
  });

  const wire = toChatWire(message);
  if (created) {
    // Sent to every subscriber, the sender's tabs included: they merge it by client id. Excluding
    // a connection named by the browser would let a sender hide the message from someone else.
    await publish(chatChannel(input.requestId), EVENTS.chatMessage, { message: wire });
    await publishConversationUpdates(input.requestId, [recipientId, sender.id], wire);
    await deliverNotifications([notification]);
  }
  return { status: 'sent', message: wire };
}

/** Tells each user's tabs the conversation's new unread count (and last message, if any). */
export async function publishConversationUpdates(
  requestId: string,
  userIds: string[],
  message?: ChatMessageWire,
): Promise<void> {
  await Promise.all(
    userIds.map(async (userId) => {
      const update: ConversationUpdate = {
        requestId,
        unread: await countUnreadInConversation(userId, requestId),
        ...(message
          ? {
              lastMessage: {
                body: message.body.slice(0, 140),
                senderId: message.senderId,
                createdAt: message.createdAt,
              },
            }
          : {}),
      };
      await publish(userChannel(userId), EVENTS.conversationUpdated, update);
    }),
  );
}
