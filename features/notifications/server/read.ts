import 'server-only';
import { EVENTS, userChannel } from '@/lib/realtime/channels';
import { publish } from '@/lib/realtime/publish';
import { countUnread } from './deliver';
import { markNotificationsRead } from './list';

/**
 * Marks the user's own notifications read, then tells the user's other tabs (their bells update).
 * Returns the unread count left.
 */
export async function readNotifications(userId: string, ids: string[] | 'all'): Promise<number> {
  const changed = await markNotificationsRead(userId, ids);
  const unread = await countUnread(userId);
  if (changed.length > 0) {
    await publish(userChannel(userId), EVENTS.notificationsRead, {
      ids: ids === 'all' ? 'all' : changed,
      unread,
    });
  }
  return unread;
}
