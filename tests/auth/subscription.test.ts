import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getAuthSecret, verifyUserCookie } from '@/lib/auth/user-cookie';
import { getDb } from '@/lib/db';
import { users } from '@/lib/db/schema';
import { signUp } from '@/features/accounts/server/accounts';
import { createUserCookie, getFreshUserCookie } from '@/lib/auth/sessions';
import { getSubscriptionStatus } from '@/lib/auth/subscription-status';

async function register() {
  const result = await signUp(
    {
      name: 'Sub User',
      email: `sub-${randomUUID().slice(0, 8)}@example.com`,
      password: 'Str0ng!pass',
      type: 'INVESTOR',
    },
    { clientKey: `test-${randomUUID()}` },
  );
  if (!result.ok) throw new Error(result.error);
  return result;
}

describe('subscription status and the user cookie', () => {
  it('owners are always subscribed; investors while subscribed_until is ahead', async () => {
    const now = new Date('2026-03-01T00:00:00Z');
    const id = randomUUID();
    expect(await getSubscriptionStatus({ id, type: 'OWNER', subscribedUntil: null }, now)).toEqual({
      isSubscribed: true,
      subscribedUntil: null,
    });
    expect(
      await getSubscriptionStatus({ id, type: 'INVESTOR', subscribedUntil: null }, now),
    ).toEqual({ isSubscribed: false, subscribedUntil: null });
    const later = new Date('2026-03-02T00:00:00Z');
    expect(
      await getSubscriptionStatus({ id, type: 'INVESTOR', subscribedUntil: later }, now),
    ).toEqual({ isSubscribed: true, subscribedUntil: later });
    const earlier = new Date('2026-02-01T00:00:00Z');
    expect(
      (await getSubscriptionStatus({ id, type: 'INVESTOR', subscribedUntil: earlier }, now))
        .isSubscribed,
    ).toBe(false);
  });

  it('signs cookie data whose exp is the earlier of session end and subscription end', async () => {
    const { user, session } = await register();
    const fresh = await getFreshUserCookie(session.token);
    expect(fresh?.data).toMatchObject({ id: user.id, type: 'INVESTOR', isSubscribed: false });
    expect(fresh?.data.exp).toBe(Math.floor(session.expiresAt.getTime() / 1000));
    expect(verifyUserCookie(fresh!.value, getAuthSecret())).toEqual(fresh!.data);

    const until = new Date(Date.now() + 60 * 60 * 1000);
    const db = await getDb();
    await db.update(users).set({ subscribedUntil: until }).where(eq(users.id, user.id));
    const subscribed = await getFreshUserCookie(session.token);
    expect(subscribed?.data.isSubscribed).toBe(true);
    expect(subscribed?.data.exp).toBe(Math.floor(until.getTime() / 1000));
    // Once the subscription ends the cookie is stale, and a refresh says "not subscribed".
    expect(verifyUserCookie(subscribed!.value, getAuthSecret(), until.getTime() + 1)).toBeNull();
    const after = await createUserCookie(
      { ...user, subscribedUntil: until },
      session,
      new Date(until.getTime() + 1),
    );
    expect(after.data.isSubscribed).toBe(false);
  });
});
