import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

/** The request the actions see: an in-memory cookie jar (next/headers) and the page's locale. */
const request = vi.hoisted(() => ({
  cookies: new Map<string, { value: string; maxAge?: number }>(),
  locale: 'en',
}));
/** Users whose realtime connections the app asked to close; `fail` makes that call throw. */
const realtime = vi.hoisted(() => ({ terminated: [] as string[], fail: false }));

vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => {
      const cookie = request.cookies.get(name);
      return cookie ? { name, value: cookie.value } : undefined;
    },
    set: (name: string, value: string, options?: { maxAge?: number }) => {
      request.cookies.set(name, { value, maxAge: options?.maxAge });
    },
  }),
  headers: async () => new Headers({ 'user-agent': 'vitest', 'x-forwarded-for': '10.9.0.1' }),
}));
vi.mock('next-intl/server', () => ({ getLocale: async () => request.locale }));
vi.mock('@/lib/realtime/publish', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/realtime/publish')>();
  return {
    ...actual,
    terminateUserConnections: async (userId: string) => {
      if (realtime.fail) throw new Error('realtime server unreachable');
      realtime.terminated.push(userId);
      return true;
    },
  };
});

import { endOtherSessionsAction } from '@/features/accounts/actions/end-other-sessions';
import { endSessionAction } from '@/features/accounts/actions/end-session';
import { signOutAction } from '@/features/accounts/actions/sign-out';
import { signOutEverywhereAction } from '@/features/accounts/actions/sign-out-everywhere';
import { SESSION_COOKIE, USER_COOKIE } from '@/lib/auth/cookies';
import { getAuthSecret, inspectUserCookie } from '@/lib/auth/user-cookie';
import { getDb } from '@/lib/db';
import { pushTokens, sessions, users } from '@/lib/db/schema';
import { getCurrentUser } from '@/lib/auth/current-user';
import { settleSessionEndings } from '@/lib/auth/session-end';
import {
  endAllSessions,
  endOtherSessions,
  endSession,
  listSessions,
} from '@/features/accounts/server/session-list';
import {
  getSessionIdleMs,
  isSessionClaimAlive,
  SESSION_CHECK_TTL_MS,
} from '@/lib/auth/session-liveness';
import {
  createSession,
  createUserCookie,
  getFreshUserCookie,
  getSessionUser,
  revokeAllSessions,
  revokeSession,
  toPublicUser,
  type NewSession,
} from '@/lib/auth/sessions';
import { authorizeRealtimeChannel } from '@/lib/realtime/authorize';
import proxy from '@/proxy';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function createUser() {
  const db = await getDb();
  const [row] = await db
    .insert(users)
    .values({
      name: 'Trust Tester',
      email: `trust-${randomUUID()}@example.com`,
      passwordHash: 'x',
      type: 'OWNER',
    })
    .returning();
  return row!;
}

async function sessionRow(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(sessions).where(eq(sessions.id, id));
  return row ?? null;
}

/** A browser holding both cookies of a session, as sign-in leaves them. */
async function browserCookies(user: Awaited<ReturnType<typeof createUser>>, session: NewSession) {
  const userCookie = await createUserCookie(toPublicUser(user), session);
  return { [SESSION_COOKIE]: session.token, [USER_COOKIE]: userCookie.value };
}

function get(path: string, cookies: Record<string, string>) {
  return proxy(
    new NextRequest(`http://localhost${path}`, {
      headers: {
        cookie: Object.entries(cookies)
          .map(([name, value]) => `${name}=${value}`)
          .join('; '),
      },
    }),
  );
}

/** Puts this browser's cookies into the jar the actions read. */
function signInJar(cookies: Record<string, string>) {
  request.cookies.clear();
  for (const [name, value] of Object.entries(cookies)) request.cookies.set(name, { value });
}

beforeAll(async () => {
  await getDb();
});

beforeEach(async () => {
  // Earlier tests' background endings must not land in this test's record.
  await settleSessionEndings();
  request.cookies.clear();
  realtime.terminated = [];
  realtime.fail = false;
});

afterEach(() => {
  delete process.env.SESSION_IDLE_DAYS;
});

describe('the user cookie names its session', () => {
  it('carries the session id (not the token) and is re-signed when it lacks one', async () => {
    const user = await createUser();
    const session = await createSession(user.id);
    const cookie = await createUserCookie(toPublicUser(user), session);
    expect(cookie.data.sid).toBe(session.id);
    expect(cookie.value).not.toContain(session.token);

    // A cookie signed before sessions were named in it: the proxy signs a fresh one.
    const { sid: _sid, ...legacy } = cookie.data;
    const { signUserCookie } = await import('@/lib/auth/user-cookie');
    const old = signUserCookie(legacy as typeof cookie.data, getAuthSecret());
    expect(inspectUserCookie(old, getAuthSecret())).toEqual({ status: 'invalid' });
    const response = await get('/en/profile', { [SESSION_COOKIE]: session.token, [USER_COOKIE]: old }); // prettier-ignore
    expect(response.headers.get('location')).toBeNull();
    const reissued = inspectUserCookie(response.cookies.get(USER_COOKIE)?.value, getAuthSecret());
    expect(reissued).toMatchObject({ status: 'valid', data: { sid: session.id, id: user.id } });
  });
});

describe('the proxy and a revoked session', () => {
  it('signs the browser out in one redirect, cookies cleared, and the sign-in page stays put', async () => {
    const user = await createUser();
    const session = await createSession(user.id);
    const cookies = await browserCookies(user, session);
    expect((await get('/en/profile', cookies)).status).toBe(200);

    await revokeAllSessions(user.id);
    const first = await get('/en/profile', cookies);
    expect(first.status).toBe(307);
    expect(first.headers.get('location')).toBe(
      'http://localhost/en/auth/login?redirect=%2Fen%2Fprofile',
    );
    expect(first.cookies.get(SESSION_COOKIE)?.value).toBe('');
    expect(first.cookies.get(USER_COOKIE)?.value).toBe('');

    // Even a browser that kept its cookies is not sent back to the profile: no loop.
    const login = await get('/en/auth/login?redirect=%2Fen%2Fprofile', cookies);
    expect(login.headers.get('location')).toBeNull();
    expect(login.status).toBe(200);
    expect(login.cookies.get(USER_COOKIE)?.value).toBe('');
  });

  it('decides a redirect away from sign-in on the database, not on a cached answer', async () => {
    const user = await createUser();
    const session = await createSession(user.id);
    const cookies = await browserCookies(user, session);
    expect((await get('/ar/profile', cookies)).status).toBe(200); // the answer is now cached
    // Revoked by another instance: this process's cache never heard of it.
    const db = await getDb();
    await db.delete(sessions).where(eq(sessions.id, session.id));
    const login = await get('/ar/auth/login', cookies);
    expect(login.headers.get('location')).toBeNull();
    expect(login.cookies.get(SESSION_COOKIE)?.value).toBe('');
  });

  it('clears a user cookie that comes without a session cookie', async () => {
    const user = await createUser();
    const session = await createSession(user.id);
    const { [USER_COOKIE]: lone } = await browserCookies(user, session);
    const response = await get('/en/profile', { [USER_COOKIE]: lone! });
    expect(response.status).toBe(307);
    expect(response.cookies.get(USER_COOKIE)?.value).toBe('');
  });

  it('refuses a session id paired with another session token', async () => {
    const user = await createUser();
    const mine = await createSession(user.id);
    const other = await createSession(user.id);
    const cookies = await browserCookies(user, mine);
    const claim = { sessionId: mine.id, userId: user.id, token: other.token };
    expect(await isSessionClaimAlive(claim, { fresh: true })).toBe(false);
    const mixed = { ...cookies, [SESSION_COOKIE]: other.token };
    expect((await get('/en/profile', mixed)).status).toBe(307);
  });
});

describe('the session check cache', () => {
  it('sees a revocation in this process at once and another one within its few seconds', async () => {
    const user = await createUser();
    const session = await createSession(user.id);
    const claim = { sessionId: session.id, userId: user.id, token: session.token };
    const now = new Date();
    expect(await isSessionClaimAlive(claim, { now })).toBe(true);

    await revokeSession(session.token);
    expect(await isSessionClaimAlive(claim, { now })).toBe(false);

    const again = await createSession(user.id);
    const next = { sessionId: again.id, userId: user.id, token: again.token };
    expect(await isSessionClaimAlive(next, { now })).toBe(true);
    const db = await getDb();
    await db.delete(sessions).where(eq(sessions.id, again.id));
    // Cached for at most SESSION_CHECK_TTL_MS; a fresh look sees the truth at once.
    expect(await isSessionClaimAlive(next, { now })).toBe(true);
    expect(await isSessionClaimAlive(next, { now, fresh: true })).toBe(false);
    const later = new Date(now.getTime() + SESSION_CHECK_TTL_MS);
    expect(await isSessionClaimAlive(next, { now: later })).toBe(false);
  });
});

describe('idle time-out', () => {
  it('reads SESSION_IDLE_DAYS, 14 days by default', () => {
    expect(getSessionIdleMs({})).toBe(14 * DAY);
    expect(getSessionIdleMs({ SESSION_IDLE_DAYS: '3' })).toBe(3 * DAY);
    expect(getSessionIdleMs({ SESSION_IDLE_DAYS: 'soon' })).toBe(14 * DAY);
    expect(getSessionIdleMs({ SESSION_IDLE_DAYS: '-1' })).toBe(14 * DAY);
  });

  it('ends a session idle for longer, before its absolute end, and deletes its row', async () => {
    const user = await createUser();
    const start = new Date();
    const session = await createSession(user.id, { now: start });
    const idle = new Date(start.getTime() + 14 * DAY + 1);
    expect(idle.getTime()).toBeLessThan(session.expiresAt.getTime());
    expect(
      await getSessionUser(session.token, new Date(start.getTime() + 13 * DAY)),
    ).not.toBeNull();
    // Seen on day 13: idle counts from there (and this visit moves it on again).
    expect(await getSessionUser(session.token, idle)).not.toBeNull();
    const later = new Date(idle.getTime() + 14 * DAY + 1);
    const claim = { sessionId: session.id, userId: user.id, token: session.token };
    expect(await isSessionClaimAlive(claim, { now: later, fresh: true })).toBe(false);
    expect(await sessionRow(session.id)).toBeNull();
    expect(await getSessionUser(session.token, later)).toBeNull();
  });

  it('follows a shorter SESSION_IDLE_DAYS', async () => {
    process.env.SESSION_IDLE_DAYS = '1';
    const user = await createUser();
    const start = new Date();
    const session = await createSession(user.id, { now: start });
    expect(await getSessionUser(session.token, new Date(start.getTime() + DAY + 1))).toBeNull();
    expect(await getFreshUserCookie(session.token)).toBeNull();
  });

  it('moves last_seen_at at most every five minutes', async () => {
    const user = await createUser();
    const start = new Date();
    const session = await createSession(user.id, { now: start });
    await getSessionUser(session.token, new Date(start.getTime() + 4 * MINUTE));
    expect((await sessionRow(session.id))?.lastSeenAt).toEqual(start);
    const touched = new Date(start.getTime() + 5 * MINUTE);
    const found = await getSessionUser(session.token, touched);
    expect(found?.session.lastSeenAt).toEqual(touched);
    expect((await sessionRow(session.id))?.lastSeenAt).toEqual(touched);
    await getSessionUser(session.token, new Date(touched.getTime() + MINUTE));
    expect((await sessionRow(session.id))?.lastSeenAt).toEqual(touched);
  });
});

describe('listing and ending sessions', () => {
  it("lists the user's live sessions only, this device first, with a readable device", async () => {
    const user = await createUser();
    const stranger = await createUser();
    const now = new Date();
    const phone = await createSession(user.id, { userAgent: SAFARI_IPHONE, now });
    const laptop = await createSession(user.id, { userAgent: CHROME_LINUX, now });
    await createSession(stranger.id, { userAgent: CHROME_LINUX, now });
    const list = await listSessions(user.id, laptop.id, new Date(now.getTime() + 1000));
    expect(list.map((s) => [s.id, s.current, s.browser, s.os])).toEqual([
      [laptop.id, true, 'Chrome', 'Linux'],
      [phone.id, false, 'Safari', 'iOS'],
    ]);
    const ended = await listSessions(user.id, laptop.id, new Date(now.getTime() + 15 * DAY));
    expect(ended).toEqual([]);
  });

  it("ends one of the user's other sessions, never another user's nor the current one", async () => {
    const user = await createUser();
    const stranger = await createUser();
    const current = await createSession(user.id);
    const other = await createSession(user.id);
    const theirs = await createSession(stranger.id);
    expect(await endSession(user.id, theirs.id, current.id)).toBe(false);
    expect(await sessionRow(theirs.id)).not.toBeNull();
    expect(await endSession(user.id, current.id, current.id)).toBe(false);
    expect(await endSession(user.id, 'not-a-uuid', current.id)).toBe(false);
    expect(await endSession(user.id, other.id, current.id)).toBe(true);
    expect(await sessionRow(other.id)).toBeNull();
    expect(await sessionRow(current.id)).not.toBeNull();
    await settleSessionEndings();
    expect(realtime.terminated).toEqual([user.id]);
  });

  it('ends all the others, or all', async () => {
    const user = await createUser();
    const stranger = await createUser();
    const current = await createSession(user.id);
    await createSession(user.id);
    await createSession(user.id);
    const theirs = await createSession(stranger.id);
    expect(await endOtherSessions(user.id, current.id)).toBe(2);
    expect(await sessionRow(current.id)).not.toBeNull();
    expect(await endAllSessions(user.id)).toBe(1);
    expect(await sessionRow(current.id)).toBeNull();
    expect(await sessionRow(theirs.id)).not.toBeNull();
  });
});

describe('ending deletes the rows, and the push tokens bound to them', () => {
  it('for one session, an idle one, and all of them', async () => {
    const db = await getDb();
    const user = await createUser();
    const start = new Date();
    const current = await createSession(user.id);
    const other = await createSession(user.id);
    // Last: a sign-in deletes the user's ended sessions, this one included.
    const idle = await createSession(user.id, { now: new Date(start.getTime() - 15 * DAY) });
    const tokenOf = async (sessionId: string) => {
      const [row] = await db
        .insert(pushTokens)
        .values({ userId: user.id, sessionId, token: `push-${randomUUID()}` })
        .returning();
      return row!.id;
    };
    const kept = await tokenOf(current.id);
    await tokenOf(other.id);
    await tokenOf(idle.id);
    const left = async () =>
      (await db.select().from(pushTokens).where(eq(pushTokens.userId, user.id))).map((t) => t.id);

    expect(await endSession(user.id, other.id, current.id)).toBe(true);
    expect(await getSessionUser(idle.token, start)).toBeNull();
    expect(await left()).toEqual([kept]);
    expect(await sessionRow(idle.id)).toBeNull();
    expect(await revokeAllSessions(user.id)).toBe(1);
    expect(await left()).toEqual([]);
  });
});

describe('the session actions', () => {
  it('need a signed-in user with a live session', async () => {
    expect(await endOtherSessionsAction()).toEqual({ ok: false, error: 'unauthorized' });
    expect(await signOutEverywhereAction()).toEqual({ ok: false, error: 'unauthorized' });
    const user = await createUser();
    const session = await createSession(user.id);
    signInJar(await browserCookies(user, session));
    await revokeSession(session.token);
    expect(await endSessionAction({ id: randomUUID() })).toEqual({
      ok: false,
      error: 'unauthorized',
    });
    // The ended session's cookies are dropped on the way.
    expect(request.cookies.get(SESSION_COOKIE)).toMatchObject({ value: '', maxAge: 0 });
  });

  it("answer forbidden for another user's session and end one of the user's own", async () => {
    const user = await createUser();
    const stranger = await createUser();
    const current = await createSession(user.id);
    const other = await createSession(user.id);
    const theirs = await createSession(stranger.id);
    signInJar(await browserCookies(user, current));
    expect(await endSessionAction({ id: theirs.id })).toEqual({
      ok: false,
      error: 'forbidden',
    });
    expect(await endSessionAction({ id: current.id })).toEqual({
      ok: false,
      error: 'forbidden',
    });
    expect(await endSessionAction({ id: 'x' })).toMatchObject({ ok: false, fieldErrors: { id: expect.any(String) } }); // prettier-ignore
    expect(await endSessionAction({ id: other.id })).toEqual({ ok: true, data: undefined });
    expect(await sessionRow(other.id)).toBeNull();
    expect(await sessionRow(theirs.id)).not.toBeNull();
    expect(await endOtherSessionsAction()).toEqual({ ok: true, data: { ended: 0 } });
  });

  it('signs out everywhere: every session ends, cookies cleared, sockets closed', async () => {
    request.locale = 'ar';
    const user = await createUser();
    const current = await createSession(user.id);
    const other = await createSession(user.id);
    signInJar(await browserCookies(user, current));
    expect(await signOutEverywhereAction()).toEqual({
      ok: true,
      data: { redirectTo: '/ar/auth/login' },
    });
    expect(await sessionRow(current.id)).toBeNull();
    expect(await sessionRow(other.id)).toBeNull();
    expect(request.cookies.get(SESSION_COOKIE)).toMatchObject({ value: '', maxAge: 0 });
    expect(request.cookies.get(USER_COOKIE)).toMatchObject({ value: '', maxAge: 0 });
    await settleSessionEndings();
    expect(realtime.terminated).toEqual([user.id]);
    request.locale = 'en';
  });

  it('signs out even when the realtime server cannot be reached', async () => {
    realtime.fail = true;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = await createUser();
    const session = await createSession(user.id);
    signInJar(await browserCookies(user, session));
    expect(await signOutAction()).toEqual({ ok: true, data: undefined });
    await settleSessionEndings();
    expect(await sessionRow(session.id)).toBeNull();
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe('the session endpoint', () => {
  it('answers null for an ended session and clears both cookies', async () => {
    const { GET } = await import('@/app/api/session/route');
    const user = await createUser();
    const session = await createSession(user.id);
    signInJar(await browserCookies(user, session));
    expect(((await (await GET()).json()) as { user: { id: string } }).user.id).toBe(user.id);
    await revokeSession(session.token);
    expect(await (await GET()).json()).toEqual({ user: null });
    expect(request.cookies.get(SESSION_COOKIE)).toMatchObject({ value: '', maxAge: 0 });
    expect(request.cookies.get(USER_COOKIE)).toMatchObject({ value: '', maxAge: 0 });
  });
});

describe('realtime after a session ends', () => {
  it('refuses to sign a channel for a revoked session', async () => {
    const user = await createUser();
    const session = await createSession(user.id);
    signInJar(await browserCookies(user, session));
    const channel = `private-user-${user.id}`;
    const key = `10.8.${randomUUID().slice(0, 4)}`;
    expect((await authorizeRealtimeChannel('123.456', channel, key)).status).toBe(200);
    await revokeSession(session.token);
    expect(await getCurrentUser()).toBeNull();
    signInJar(await browserCookies(user, session));
    expect(await authorizeRealtimeChannel('123.456', channel, key)).toEqual({
      status: 401,
      body: { error: 'unauthorized' },
    });
  });

  it('terminateUserConnections reports a failure instead of throwing', async () => {
    const actual =
      await vi.importActual<typeof import('@/lib/realtime/publish')>('@/lib/realtime/publish');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    // A port nothing listens on: the call fails fast.
    process.env.PUSHER_PORT = '9';
    (globalThis as { __fursaPusher?: unknown }).__fursaPusher = undefined;
    try {
      expect(await actual.terminateUserConnections(randomUUID())).toBe(false);
      expect(errors).toHaveBeenCalled();
    } finally {
      delete process.env.PUSHER_PORT;
      (globalThis as { __fursaPusher?: unknown }).__fursaPusher = undefined;
      errors.mockRestore();
    }
  });
});
