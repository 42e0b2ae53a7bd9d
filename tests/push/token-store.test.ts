import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { Messaging } from 'firebase-admin/messaging';
import { getDb } from '@/lib/db';
import {
  createSession,
  getSessionUser,
  revokeAllSessions,
  revokeSession,
} from '@/lib/auth/sessions';
import { resetAdminMessaging } from '@/features/push/server/firebase-admin';
import { pushNotificationJob, sendPushNotification } from '@/features/push/server/send';
import { listPushTokens, registerPushToken } from '@/features/push/server/tokens';
import { enqueueJob } from '@/lib/jobs';
import { drainDueJobs } from '@/lib/jobs/inline';
import { createUser } from '../billing/helpers';

const token = (name: string) => `${name}-${crypto.randomUUID()}:APA91b`;
const UA = 'Mozilla/5.0 Test';

/** A signed-in browser of the user: a real session row, and its cookie token. */
async function signIn(userId: string) {
  const { token: cookie } = await createSession(userId);
  const found = await getSessionUser(cookie);
  return { userId, sessionId: found!.session.id, cookie };
}

/** A new user with one signed-in browser. */
async function member(type: 'INVESTOR' | 'OWNER' = 'INVESTOR') {
  const user = await createUser(type);
  return signIn(user.id);
}

const tokensOf = async (userId: string) => (await listPushTokens(userId)).map((row) => row.token);

describe('push token store', () => {
  it('stores a token once, refreshing its last-seen time', async () => {
    const me = await member();
    const t = token('a');
    const first = await registerPushToken(me, { token: t, userAgent: UA });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const again = await registerPushToken(me, { token: t, userAgent: UA });
    expect(await listPushTokens(me.userId)).toHaveLength(1);
    expect(again.createdAt.getTime()).toBe(first.createdAt.getTime());
    expect(again.lastSeenAt.getTime()).toBeGreaterThan(first.lastSeenAt.getTime());
  });

  it('binds the token to the session that registered it', async () => {
    const me = await member();
    const row = await registerPushToken(me, { token: token('bound'), userAgent: UA });
    expect(row.sessionId).toBe(me.sessionId);
    expect(row.userId).toBe(me.userId);
  });

  it('ending a session (sign-out) deletes its tokens and only those', async () => {
    const laptop = await member();
    const phone = await signIn(laptop.userId);
    const onLaptop = token('laptop');
    const onPhone = token('phone');
    await registerPushToken(laptop, { token: onLaptop, userAgent: UA });
    // The same user agent on both: only the session tells the browsers apart.
    await registerPushToken(phone, { token: onPhone, userAgent: UA });
    await revokeSession(laptop.cookie);
    expect(await tokensOf(laptop.userId)).toEqual([onPhone]);
  });

  it('ending every session (password change or reset) deletes every token', async () => {
    const me = await member();
    const other = await signIn(me.userId);
    await registerPushToken(me, { token: token('one') });
    await registerPushToken(other, { token: token('two') });
    const db = await getDb();
    await db.transaction((tx) => revokeAllSessions(me.userId, tx));
    expect(await listPushTokens(me.userId)).toEqual([]);
  });

  it('a session that registers an existing token takes it over', async () => {
    const me = await member();
    const t = token('moved');
    await registerPushToken(me, { token: t });
    const next = await signIn(me.userId);
    const row = await registerPushToken(next, { token: t });
    expect(row.sessionId).toBe(next.sessionId);
    await revokeSession(me.cookie);
    expect(await tokensOf(me.userId)).toEqual([t]);
  });

  it('replaces the previous token when the subscription changed', async () => {
    const me = await member();
    const old = token('old');
    const fresh = token('new');
    await registerPushToken(me, { token: old, userAgent: UA });
    await registerPushToken(me, { token: fresh, previousToken: old, userAgent: UA });
    expect(await tokensOf(me.userId)).toEqual([fresh]);
  });

  it('cannot remove another user token as "previous"; a token moves to whoever registers it', async () => {
    const me = await member();
    const other = await member();
    const theirs = token('theirs');
    await registerPushToken(other, { token: theirs });
    await registerPushToken(me, { token: token('mine'), previousToken: theirs });
    expect(await listPushTokens(other.userId)).toHaveLength(1);
    await registerPushToken(me, { token: theirs });
    expect(await listPushTokens(other.userId)).toHaveLength(0);
    expect(await listPushTokens(me.userId)).toHaveLength(2);
  });

  it('refuses a token without a live session row', async () => {
    const me = await member();
    await revokeSession(me.cookie);
    await expect(registerPushToken(me, { token: token('orphan') })).rejects.toThrow();
    expect(await listPushTokens(me.userId)).toEqual([]);
  });
});

describe('push sending', () => {
  it('sends nothing without a service account', async () => {
    resetAdminMessaging(null);
    const me = await member();
    await registerPushToken(me, { token: token('x') });
    const sent = await sendPushNotification(me.userId, wire());
    expect(sent).toBe(0);
  });

  it('sends in the user language with a link, and removes tokens Firebase reports invalid', async () => {
    const me = await member('INVESTOR');
    const good = token('good');
    const gone = token('gone');
    const bad = token('bad');
    for (const t of [good, gone, bad]) await registerPushToken(me, { token: t });
    const sendEachForMulticast = vi.fn(async (message: { tokens: string[] }) => ({
      successCount: 1,
      failureCount: 2,
      responses: message.tokens.map((t) =>
        t === good
          ? { success: true }
          : {
              success: false,
              error: {
                code:
                  t === gone
                    ? 'messaging/registration-token-not-registered'
                    : 'messaging/invalid-argument',
              },
            },
      ),
    }));
    resetAdminMessaging({ sendEachForMulticast } as unknown as Messaging);
    expect(await sendPushNotification(me.userId, wire())).toBe(1);
    const message = sendEachForMulticast.mock.calls[0]![0] as unknown as {
      notification: { title: string; body: string };
      data: { link: string };
    };
    expect(message.notification).toEqual({
      title: 'Wallet topped up',
      body: expect.stringContaining('was added to your wallet'),
    });
    expect(message.data.link).toBe('/en/profile/wallet');
    expect(await tokensOf(me.userId)).toEqual([good]);
    resetAdminMessaging();
  });
});

function wire() {
  return {
    id: crypto.randomUUID(),
    type: 'wallet_top_up',
    data: { amountMinor: 2500, currency: 'SAR' },
    readAt: null,
    createdAt: new Date().toISOString(),
  };
}

describe('delivery', () => {
  it('pushes only to users with no live tab (unknown counts as not live)', async () => {
    const presence = await import('@/lib/realtime/presence');
    const { deliverNotifications } = await import('@/features/notifications/server/deliver');
    const { getDb, schema } = await import('@/lib/db');
    const sendEachForMulticast = vi.fn(async (message: { tokens: string[] }) => ({
      successCount: message.tokens.length,
      failureCount: 0,
      responses: message.tokens.map(() => ({ success: true })),
    }));
    resetAdminMessaging({ sendEachForMulticast } as unknown as Messaging);
    const online = vi.spyOn(presence, 'isUserOnline');
    const me = await member();
    await registerPushToken(me, { token: token('tab') });
    const db = await getDb();
    const [row] = await db
      .insert(schema.notifications)
      .values({ userId: me.userId, type: 'wallet_top_up', data: {} })
      .returning();
    online.mockResolvedValueOnce(true);
    await deliverNotifications([row!]);
    expect(sendEachForMulticast).not.toHaveBeenCalled();
    online.mockResolvedValueOnce(false);
    await deliverNotifications([row!]);
    online.mockResolvedValueOnce(null);
    await deliverNotifications([row!]);
    expect(sendEachForMulticast).toHaveBeenCalledTimes(2);
    online.mockRestore();
    resetAdminMessaging();
  });
});

describe('push as a job', () => {
  it('retries while Firebase fails for every browser, removing dead tokens at once', async () => {
    const { getDb, schema } = await import('@/lib/db');
    const me = await member();
    const good = token('good');
    const gone = token('gone');
    for (const t of [good, gone]) await registerPushToken(me, { token: t });
    const db = await getDb();
    const [row] = await db
      .insert(schema.notifications)
      .values({ userId: me.userId, type: 'wallet_top_up', data: {} })
      .returning();
    let up = false;
    const sendEachForMulticast = vi.fn(async (message: { tokens: string[] }) => ({
      successCount: up ? message.tokens.length : 0,
      failureCount: up ? 0 : message.tokens.length,
      responses: message.tokens.map((t) =>
        up
          ? { success: true }
          : {
              success: false,
              error: {
                code:
                  t === gone
                    ? 'messaging/registration-token-not-registered'
                    : 'messaging/server-unavailable',
              },
            },
      ),
    }));
    resetAdminMessaging({ sendEachForMulticast } as unknown as Messaging);
    const id = await enqueueJob(pushNotificationJob, { notificationId: row!.id });
    // The first attempt ran: the dead token is gone, the job waits for its retry.
    expect(await tokensOf(me.userId)).toEqual([good]);
    const [job] = await db.select().from(schema.jobs).where(eq(schema.jobs.id, id!));
    expect(job).toMatchObject({ state: 'retry', attempts: 1 });
    expect(job!.lastError).toContain('messaging/server-unavailable');

    up = true;
    await db.update(schema.jobs).set({ runAt: new Date() }).where(eq(schema.jobs.id, id!));
    expect(await drainDueJobs()).toBe(1);
    expect(await db.select().from(schema.jobs).where(eq(schema.jobs.id, id!))).toEqual([]);
    expect(sendEachForMulticast.mock.calls.at(-1)![0].tokens).toEqual([good]);
    resetAdminMessaging();
  });
});
