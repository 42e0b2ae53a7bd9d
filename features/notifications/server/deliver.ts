import 'server-only';
import { and, count, eq, isNull } from 'drizzle-orm';
import { EVENTS, userChannel } from '@/lib/realtime/channels';
import { getDb } from '@/lib/db';
import { notifications, type NotificationRow } from '@/lib/db/schema';
import { sendPushNotification } from '@/features/push/server/send';
import { isUserOnline } from '@/lib/realtime/presence';
import { publish } from '@/lib/realtime/publish';
import { errorForLog } from '@/lib/errors/error-for-log';

/**
 * Delivers notifications that were committed: live to every open tab of the user (their private
 * channel) and, for users with no live tab, as a browser push, so nobody gets a push for what they
 * are looking at. Never throws: delivery is best effort, the notification itself is already stored.
 */
export async function deliverNotifications(rows: Array<NotificationRow | null>): Promise<void> {
  const list = rows.filter((row): row is NotificationRow => row !== null);
  await Promise.all(
    list.map(async (row) => {
      try {
        const unread = await countUnread(row.userId);
        await publish(userChannel(row.userId), EVENTS.notificationCreated, {
          notification: toWire(row),
          unread,
        });
        // null = realtime off or unreachable: unknown, so the push is sent rather than lost.
        if ((await isUserOnline(row.userId)) !== true) {
          await sendPushNotification(row.userId, toWire(row));
        }
      } catch (error) {
        console.error('[notifications] delivery failed', errorForLog(error));
      }
    }),
  );
}

export async function countUnread(userId: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** The shape a notification travels in (realtime payloads, the bell's JSON). */
export type WireNotification = {
  id: string;
  type: string;
  data: Record<string, unknown>;
  readAt: string | null;
  createdAt: string;
};

export function toWire(row: NotificationRow): WireNotification {
  return {
    id: row.id,
    type: row.type,
    data: row.data,
    readAt: row.readAt ? row.readAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}
