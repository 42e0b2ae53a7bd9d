import 'server-only';
import { toChatWire } from '@/features/chat/wire';
import type { ContactRequestView } from '@/features/contact-requests/types';
import type { ChatMessageRow, NotificationRow } from '@/lib/db/schema';
import { chatChannel, EVENTS, userChannel } from '@/lib/realtime/channels';
import { deliverNotifications } from '@/features/notifications/server/deliver';
import { publish } from '@/lib/realtime/publish';

/**
 * After a request was created or changed and the transaction committed: the notifications go
 * out, and BOTH parties' user channels hear the new state (every open tab, the actor's included);
 * a first reply also reaches the conversation's channel. Never throws (publish never does).
 */
export async function announceRequestChange(
  view: ContactRequestView,
  notifications: Array<NotificationRow | null>,
  firstMessage?: ChatMessageRow | null,
): Promise<void> {
  await deliverNotifications(notifications);
  await publish(
    [userChannel(view.requester.id), userChannel(view.owner.id)],
    EVENTS.contactRequestChanged,
    { request: view },
  );
  if (firstMessage) {
    await publish(chatChannel(view.id), EVENTS.chatMessage, { message: toChatWire(firstMessage) });
  }
}
