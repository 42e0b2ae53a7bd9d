import { UUID } from '@/lib/ids';
/**
 * Realtime channel and event names, shared by the server (publish, authorize) and the browser
 * (subscribe). No 'server-only': both sides import it.
 *
 * - `private-user-{userId}`: a user's own events (notifications, request changes, unread counts).
 *   Authorized only for that user.
 * - `presence-chat-{requestId}`: the chat of one accepted contact request. Authorized only for its
 *   two parties; presence tells who has the conversation open, client events carry typing.
 */
export const USER_CHANNEL_PREFIX = 'private-user-';
export const CHAT_CHANNEL_PREFIX = 'presence-chat-';

export function userChannel(userId: string): string {
  return `${USER_CHANNEL_PREFIX}${userId}`;
}

export function chatChannel(requestId: string): string {
  return `${CHAT_CHANNEL_PREFIX}${requestId}`;
}

/** What a channel name refers to, for the authorization endpoint; null for anything else. */
export function parseChannel(
  name: string,
): { kind: 'user'; userId: string } | { kind: 'chat'; requestId: string } | null {
  if (name.startsWith(USER_CHANNEL_PREFIX)) {
    const userId = name.slice(USER_CHANNEL_PREFIX.length);
    return UUID.test(userId) ? { kind: 'user', userId } : null;
  }
  if (name.startsWith(CHAT_CHANNEL_PREFIX)) {
    const requestId = name.slice(CHAT_CHANNEL_PREFIX.length);
    return UUID.test(requestId) ? { kind: 'chat', requestId } : null;
  }
  return null;
}

/** Server events. Client events (sent by browsers on presence channels) start with `client-`. */
export const EVENTS = {
  /** On the user channel: a notification was created ({ notification, unread }). */
  notificationCreated: 'notification.created',
  /** On the user channel: notifications were read elsewhere ({ ids | 'all', unread }). */
  notificationsRead: 'notifications.read',
  /** On the user channel: a contact request was created or changed state ({ request }). */
  contactRequestChanged: 'contact-request.changed',
  /** On the user channel: a conversation's unread count or last message changed. */
  conversationUpdated: 'conversation.updated',
  /** On the chat channel: a new message ({ message }). */
  chatMessage: 'chat.message',
  /** On the chat channel: messages up to `seq` were read by `readerId`. */
  chatRead: 'chat.read',
  /** On the user channel: the user's access to a deal room, or its documents, changed. */
  dealRoomChanged: 'deal-room.changed',
  /** Client event on the chat channel: the sender is typing. */
  clientTyping: 'client-typing',
} as const;
