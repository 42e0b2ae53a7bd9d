import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { acceptContactRequestAction } from '@/features/contact-requests/actions/accept-contact-request';
import { cancelContactRequestAction } from '@/features/contact-requests/actions/cancel-contact-request';
import { declineContactRequestAction } from '@/features/contact-requests/actions/decline-contact-request';
import { getContactRequestStateAction } from '@/features/contact-requests/actions/get-contact-request-state';
import { sendContactRequestAction } from '@/features/contact-requests/actions/send-contact-request';
import { SESSION_COOKIE } from '@/lib/auth/cookies';
import { getDb, schema } from '@/lib/db';
import { signUp } from '@/features/accounts/server/accounts';
import { createAd, MESSAGE } from './helpers';

// An in-memory cookie jar standing in for next/headers (as tests/profile/actions.test.ts).
const jar = new Map<string, string>();
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
    set: (name: string, value: string) => jar.set(name, value),
    delete: (name: string) => jar.delete(name),
  }),
  headers: async () => new Headers({ 'user-agent': 'vitest', 'x-forwarded-for': '10.0.0.9' }),
}));

beforeEach(() => jar.clear());

async function account(type: 'INVESTOR' | 'OWNER', subscribed = true) {
  const result = await signUp(
    {
      name: `${type} user`,
      email: `cr-${randomUUID().slice(0, 8)}@example.com`,
      password: 'Str0ng!pass',
      type,
    },
    { clientKey: randomUUID() },
  );
  if (!result.ok) throw new Error(result.error);
  if (type === 'INVESTOR' && subscribed) {
    const db = await getDb();
    await db
      .update(schema.users)
      .set({ subscribedUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(schema.users.id, result.user.id));
  }
  return { user: result.user, token: result.session.token };
}

const as = (who: { token: string } | null) =>
  who ? jar.set(SESSION_COOKIE, who.token) : jar.delete(SESSION_COOKIE);

describe('contact request actions', () => {
  it('a visitor is refused by every action and offered sign-in on the listing', async () => {
    const owner = await account('OWNER');
    const ad = await createAd(owner.user.id);
    as(null);
    const requestId = randomUUID();
    expect(
      await sendContactRequestAction({
        listingKind: 'advertisement',
        listingId: ad.id,
        message: MESSAGE,
      }),
    ).toEqual({ ok: false, error: 'unauthorized' });
    expect(
      await acceptContactRequestAction({ requestId, reply: '', clientId: randomUUID() }),
    ).toEqual({
      ok: false,
      error: 'unauthorized',
    });
    expect(await declineContactRequestAction({ requestId, note: '' })).toEqual({
      ok: false,
      error: 'unauthorized',
    });
    expect(await cancelContactRequestAction({ requestId })).toEqual({
      ok: false,
      error: 'unauthorized',
    });
    expect(
      await getContactRequestStateAction({ listingKind: 'advertisement', listingId: ad.id }),
    ).toEqual({ ok: true, data: { kind: 'visitor' } });
  });

  it('validates the message, then sends; decisions by the wrong party are refused', async () => {
    const owner = await account('OWNER');
    const ad = await createAd(owner.user.id);
    const investor = await account('INVESTOR');
    as(investor);
    const short = await sendContactRequestAction({
      listingKind: 'advertisement',
      listingId: ad.id,
      message: 'Hi',
    });
    expect(short.ok).toBe(false);
    expect(short).toMatchObject({ ok: false, fieldErrors: { message: expect.any(String) } });
    const sent = await sendContactRequestAction({
      listingKind: 'advertisement',
      listingId: ad.id,
      message: MESSAGE,
    });
    if (!sent.ok) throw new Error(JSON.stringify(sent));
    const requestId = sent.data.id;
    expect(
      await sendContactRequestAction({
        listingKind: 'advertisement',
        listingId: ad.id,
        message: MESSAGE,
      }),
    ).toEqual({ ok: false, error: 'contactRequest.already_open' });
    expect(await declineContactRequestAction({ requestId, note: '' })).toEqual({
      ok: false,
      error: 'contactRequest.forbidden',
    });

    as(await account('OWNER'));
    expect(
      await acceptContactRequestAction({ requestId, reply: '', clientId: randomUUID() }),
    ).toEqual({
      ok: false,
      error: 'contactRequest.not_found',
    });
    as(await account('INVESTOR'));
    expect(await cancelContactRequestAction({ requestId })).toEqual({
      ok: false,
      error: 'contactRequest.not_found',
    });

    as(owner);
    const accepted = await acceptContactRequestAction({
      requestId,
      reply: 'Welcome!',
      clientId: randomUUID(),
    });
    expect(accepted.ok && accepted.data.status).toBe('accepted');
    expect(await declineContactRequestAction({ requestId, note: '' })).toEqual({
      ok: false,
      error: 'contactRequest.not_pending',
    });
    as(investor);
    expect(
      await getContactRequestStateAction({ listingKind: 'advertisement', listingId: ad.id }),
    ).toMatchObject({ ok: true, data: { kind: 'open', requestId, status: 'accepted' } });
  });

  it('an unsubscribed investor is refused and sent to the plans', async () => {
    const owner = await account('OWNER');
    const ad = await createAd(owner.user.id);
    as(await account('INVESTOR', false));
    expect(
      await sendContactRequestAction({
        listingKind: 'advertisement',
        listingId: ad.id,
        message: MESSAGE,
      }),
    ).toEqual({ ok: false, error: 'contactRequest.not_subscribed' });
    expect(
      await getContactRequestStateAction({ listingKind: 'advertisement', listingId: ad.id }),
    ).toEqual({ ok: true, data: { kind: 'unsubscribed' } });
  });
});
