import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { getDb, schema } from '@/lib/db';
import { insertNotification } from '@/features/notifications/server/create';
import {
  getNotificationSummary,
  listNotifications,
  markNotificationsRead,
  NOTIFICATIONS_PAGE_SIZE,
} from '@/features/notifications/server/list';
import { readNotifications } from '@/features/notifications/server/read';
import { subscribe } from '@/features/billing/server/subscriptions';
import { createPlan, createUser, fund } from '../billing/helpers';

async function notify(userId: string, count: number, start = Date.now() - 60_000 * count) {
  const db = await getDb();
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const [row] = await db
      .insert(schema.notifications)
      .values({
        userId,
        type: 'wallet_top_up',
        data: { amountMinor: 100 * (i + 1), currency: 'SAR' },
        createdAt: new Date(start + i * 60_000),
      })
      .returning();
    ids.push(row!.id);
  }
  return ids;
}

describe('notifications: the list', () => {
  it('lists the user own notifications newest first, paginated in the database', async () => {
    const me = await createUser();
    const other = await createUser();
    const ids = await notify(me.id, NOTIFICATIONS_PAGE_SIZE + 3);
    await notify(other.id, 2);
    const first = await listNotifications(me.id, 1);
    expect(first.total).toBe(NOTIFICATIONS_PAGE_SIZE + 3);
    expect(first.pageCount).toBe(2);
    expect(first.items).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    expect(first.items[0]!.id).toBe(ids.at(-1));
    const second = await listNotifications(me.id, 2);
    expect(second.items.map((n) => n.id)).toEqual(ids.slice(0, 3).reverse());
    // Past the end: the last page.
    expect((await listNotifications(me.id, 99)).page).toBe(2);
  });

  it('summarises the unread count and the latest five', async () => {
    const me = await createUser();
    const ids = await notify(me.id, 7);
    await markNotificationsRead(me.id, [ids[6]!]);
    const summary = await getNotificationSummary(me.id);
    expect(summary.unread).toBe(6);
    expect(summary.latest).toHaveLength(5);
    expect(summary.latest[0]!.readAt).not.toBeNull();
  });
});

describe('notifications: marking read', () => {
  it('marks one, then all, of the user own notifications', async () => {
    const me = await createUser();
    const ids = await notify(me.id, 3);
    expect(await readNotifications(me.id, [ids[0]!])).toBe(2);
    expect(await readNotifications(me.id, 'all')).toBe(0);
    expect((await listNotifications(me.id)).items.every((n) => n.readAt)).toBe(true);
  });

  it('never marks another user notifications, by id or by "all"', async () => {
    const me = await createUser();
    const other = await createUser();
    const theirs = await notify(other.id, 2);
    expect(await markNotificationsRead(me.id, theirs)).toEqual([]);
    await markNotificationsRead(me.id, 'all');
    expect((await getNotificationSummary(other.id)).unread).toBe(2);
  });

  it('tells the user other tabs over the private channel', async () => {
    const publish = await import('@/lib/realtime/publish');
    const spy = vi.spyOn(publish, 'publish');
    const me = await createUser();
    const ids = await notify(me.id, 2);
    await readNotifications(me.id, [ids[1]!]);
    expect(spy).toHaveBeenCalledWith(`private-user-${me.id}`, 'notifications.read', {
      ids: [ids[1]],
      unread: 1,
    });
    spy.mockRestore();
  });
});

describe('notifications: created with their event', () => {
  it('a top-up creates wallet_top_up in the crediting transaction, once', async () => {
    const me = await createUser();
    const payment = await fund(me.id, 5000);
    const rows = (await listNotifications(me.id)).items;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 'wallet_top_up',
      data: { amountMinor: 5000, currency: 'SAR' },
    });
    expect(payment.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a subscription creates subscription_started with its end', async () => {
    const me = await createUser('INVESTOR');
    const plan = await createPlan(1000);
    await fund(me.id, 5000);
    const result = await subscribe(me, { planCode: plan, requestId: crypto.randomUUID() });
    expect(result.status).toBe('subscribed');
    const started = (await listNotifications(me.id)).items.find(
      (n) => n.type === 'subscription_started',
    );
    expect(started?.data).toMatchObject({ planCode: plan });
  });

  it('a dedupe key makes a notification exist once', async () => {
    const me = await createUser();
    const db = await getDb();
    const input = {
      userId: me.id,
      type: 'promotion_ended' as const,
      data: { advertisementId: 'x', advertisementTitle: 'X' },
      dedupeKey: 'promotion_ended:x',
    };
    expect(await insertNotification(db, input)).not.toBeNull();
    expect(await insertNotification(db, input)).toBeNull();
    const rows = await db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.userId, me.id));
    expect(rows).toHaveLength(1);
  });
});
