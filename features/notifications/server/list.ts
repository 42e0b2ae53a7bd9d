import 'server-only';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { notifications } from '@/lib/db/schema';
import { BELL_LATEST } from '@/features/notifications/constants';
import { countUnread, toWire, type WireNotification } from './deliver';

export const NOTIFICATIONS_PAGE_SIZE = 20;
/** How many the bell's menu shows. */
export const BELL_LATEST_COUNT = BELL_LATEST;

export type NotificationPage = {
  items: WireNotification[];
  total: number;
  unread: number;
  page: number;
  pageCount: number;
};

/** One page of the user's own notifications, newest first (paginated in the database). */
export async function listNotifications(userId: string, page = 1): Promise<NotificationPage> {
  const db = await getDb();
  const where = eq(notifications.userId, userId);
  const [totals] = await db.select({ n: count() }).from(notifications).where(where);
  const total = totals?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / NOTIFICATIONS_PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const rows = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_PAGE_SIZE)
    .offset((current - 1) * NOTIFICATIONS_PAGE_SIZE);
  return {
    items: rows.map(toWire),
    total,
    unread: await countUnread(userId),
    page: current,
    pageCount,
  };
}

/** What the bell needs: the unread count and the latest few. */
export async function getNotificationSummary(
  userId: string,
): Promise<{ unread: number; latest: WireNotification[] }> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(BELL_LATEST_COUNT);
  return { unread: await countUnread(userId), latest: rows.map(toWire) };
}

/**
 * Marks the user's own notifications read (`ids` or all). The user id is part of the condition, so
 * nobody can mark another user's notifications. Returns the ids that changed.
 */
export async function markNotificationsRead(
  userId: string,
  ids: string[] | 'all',
): Promise<string[]> {
  const db = await getDb();
  const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt));
  const where = ids === 'all' ? mine : and(mine, inArray(notifications.id, ids));
  if (ids !== 'all' && ids.length === 0) return [];
  const rows = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(where)
    .returning({ id: notifications.id });
  return rows.map((row) => row.id);
}
