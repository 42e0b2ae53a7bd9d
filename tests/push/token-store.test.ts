import { describe, expect, it, vi } from 'vitest';
import type { Messaging } from 'firebase-admin/messaging';
import { resetAdminMessaging } from '@/lib/server/push/firebase-admin';
import { sendPushNotification } from '@/lib/server/push/send';
import {
  listPushTokens,
  registerPushToken,
  removePushTokensForBrowser,
} from '@/lib/server/push/tokens';
import { createUser } from '../billing/helpers';

const token = (name: string) => `${name}-${crypto.randomUUID()}:APA91b`;
const UA = 'Mozilla/5.0 Test';

describe('push token store', () => {
  it('stores a token once, refreshing its last-seen time', async () => {
    const me = await createUser();
    const t = token('a');
    const first = await registerPushToken(me.id, { token: t, userAgent: UA });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const again = await registerPushToken(me.id, { token: t, userAgent: UA });
    expect(await listPushTokens(me.id)).toHaveLength(1);
    expect(again.createdAt.getTime()).toBe(first.createdAt.getTime());
    expect(again.lastSeenAt.getTime()).toBeGreaterThan(first.lastSeenAt.getTime());
  });

  it('replaces the previous token when the subscription changed', async () => {
    const me = await createUser();
    const old = token('old');
    const fresh = token('new');
    await registerPushToken(me.id, { token: old, userAgent: UA });
    await registerPushToken(me.id, { token: fresh, previousToken: old, userAgent: UA });
    expect((await listPushTokens(me.id)).map((row) => row.token)).toEqual([fresh]);
  });

  it('cannot remove another user token as "previous"; a token moves to whoever registers it', async () => {
    const me = await createUser();
    const other = await createUser();
    const theirs = token('theirs');
    await registerPushToken(other.id, { token: theirs });
    await registerPushToken(me.id, { token: token('mine'), previousToken: theirs });
    expect(await listPushTokens(other.id)).toHaveLength(1);
    await registerPushToken(me.id, { token: theirs });
    expect(await listPushTokens(other.id)).toHaveLength(0);
    expect(await listPushTokens(me.id)).toHaveLength(2);
  });

  it('sign-out removes this browser tokens of the user only', async () => {
    const me = await createUser();
    await registerPushToken(me.id, { token: token('here'), userAgent: UA });
    await registerPushToken(me.id, { token: token('phone'), userAgent: 'Phone' });
    await removePushTokensForBrowser(me.id, UA);
    expect((await listPushTokens(me.id)).map((row) => row.userAgent)).toEqual(['Phone']);
  });
});

describe('push sending', () => {
  it('sends nothing without a service account', async () => {
    resetAdminMessaging(null);
    const me = await createUser();
    await registerPushToken(me.id, { token: token('x') });
    const sent = await sendPushNotification(me.id, wire());
    expect(sent).toBe(0);
  });

  it('sends in the user language with a link, and removes tokens Firebase reports invalid', async () => {
    const me = await createUser('INVESTOR');
    const good = token('good');
    const gone = token('gone');
    const bad = token('bad');
    for (const t of [good, gone, bad]) await registerPushToken(me.id, { token: t });
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
    expect(await sendPushNotification(me.id, wire())).toBe(1);
    const message = sendEachForMulticast.mock.calls[0]![0] as unknown as {
      notification: { title: string; body: string };
      data: { link: string };
    };
    expect(message.notification).toEqual({
      title: 'Wallet topped up',
      body: expect.stringContaining('was added to your wallet'),
    });
    expect(message.data.link).toBe('/en/profile/wallet');
    expect((await listPushTokens(me.id)).map((row) => row.token)).toEqual([good]);
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
    const presence = await import('@/lib/server/realtime/presence');
    const send = await import('@/lib/server/push/send');
    const { deliverNotifications } = await import('@/lib/server/notifications/deliver');
    const { getDb, schema } = await import('@/lib/db');
    const pushed = vi.spyOn(send, 'sendPushNotification').mockResolvedValue(1);
    const online = vi.spyOn(presence, 'isUserOnline');
    const me = await createUser();
    const db = await getDb();
    const [row] = await db
      .insert(schema.notifications)
      .values({ userId: me.id, type: 'wallet_top_up', data: {} })
      .returning();
    online.mockResolvedValueOnce(true);
    await deliverNotifications([row!]);
    expect(pushed).not.toHaveBeenCalled();
    online.mockResolvedValueOnce(false);
    await deliverNotifications([row!]);
    online.mockResolvedValueOnce(null);
    await deliverNotifications([row!]);
    expect(pushed).toHaveBeenCalledTimes(2);
    pushed.mockRestore();
    online.mockRestore();
  });
});
