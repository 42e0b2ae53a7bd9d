import 'server-only';
import { and, count, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { EVENTS, userChannel } from '@/lib/realtime/channels';
import { getDb } from '@/lib/db';
import { notifications, type NotificationRow } from '@/lib/db/schema';
import { enqueuePush } from '@/features/push/server/send';
import { defineJob, enqueueJob } from '@/lib/jobs';
import { isUserOnline } from '@/lib/realtime/presence';
import { publish } from '@/lib/realtime/publish';
import { toWire } from '../wire';

/**
 * Fan-out of one committed notification: live to every open tab of its user (their private
 * channel) and, when the user has no live tab, a browser push (its own job, with its own retries),
 * so nobody gets a push for what they are looking at. Realtime is a fast path that tabs catch up
 * on, so a failed publish is not retried; a notification deleted meanwhile is simply skipped.
 */
export const deliverNotificationJob = defineJob(
  'notifications.deliver',
  z.object({ notificationId: z.uuid() }),
  async ({ notificationId }) => {
    const db = await getDb();
    const [row] = await db.select().from(notifications).where(eq(notifications.id, notificationId));
    if (!row) return;
    const unread = await countUnread(row.userId);
    await publish(userChannel(row.userId), EVENTS.notificationCreated, {
      notification: toWire(row),
      unread,
    });
    // null = realtime off or unreachable: unknown, so the push is sent rather than lost.
    if ((await isUserOnline(row.userId)) !== true) await enqueuePush(row.id);
  },
  { retryLimit: 3, backoff: { initialSeconds: 5, maxSeconds: 60 } },
);

/**
 * Hands notifications that were committed (by the caller's own transaction) to the fan-out job,
 * one job each. Never throws: the notification itself is already stored, and a job that cannot
 * be queued is logged (lib/jobs).
 */
export async function deliverNotifications(rows: Array<NotificationRow | null>): Promise<void> {
  const list = rows.filter((row): row is NotificationRow => row !== null);
  await Promise.all(
    list.map((row) => enqueueJob(deliverNotificationJob, { notificationId: row.id })),
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

// Read from here by the notification list and the bell; they live in ../wire so that the push
// job can use them without importing this module.
export { toWire, type WireNotification } from '../wire';
