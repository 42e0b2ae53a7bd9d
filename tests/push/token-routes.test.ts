import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The request the routes see: an in-memory cookie jar and headers. */
const request = vi.hoisted(() => ({
  cookies: new Map<string, string>(),
  headers: new Headers(),
}));

vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => {
      const value = request.cookies.get(name);
      return value === undefined ? undefined : { name, value };
    },
    set: (name: string, value: string) => void request.cookies.set(name, value),
  }),
  headers: async () => request.headers,
}));

import { GET as getConfig } from '@/app/api/push/config/route';
import { POST as postToken } from '@/app/api/push/tokens/route';
import { signOutAction } from '@/features/accounts/actions/sign-out';
import { SESSION_COOKIE } from '@/lib/auth/cookies';
import { createSession, getSessionUser } from '@/lib/auth/sessions';
import { listPushTokens } from '@/features/push/server/tokens';
import { createUser } from '../billing/helpers';

const token = (name: string) => `${name}-${crypto.randomUUID()}:APA91b`;
const UA = 'Mozilla/5.0 RouteTest';

/** Puts a fresh session of the user in the cookie jar, as a browser that just signed in. */
async function browserOf(userId: string) {
  const { token: cookie } = await createSession(userId);
  request.cookies.set(SESSION_COOKIE, cookie);
  return { cookie, sessionId: (await getSessionUser(cookie))!.session.id };
}

function post(body: unknown) {
  return postToken(
    new Request('http://localhost/api/push/tokens', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': UA },
      body: JSON.stringify(body),
    }),
  );
}

const FIREBASE_ENV = {
  NEXT_PUBLIC_FIREBASE_API_KEY: 'AIzaRouteTest',
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'fursa-route-test',
  NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID: '42',
  NEXT_PUBLIC_FIREBASE_APP_ID: '1:42:web:1',
  NEXT_PUBLIC_FIREBASE_VAPID_KEY: 'BRouteTestKey',
};

beforeEach(() => {
  request.cookies.clear();
  request.headers = new Headers({ 'user-agent': UA });
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('POST /api/push/tokens', () => {
  it('refuses a request without a session', async () => {
    const response = await post({ token: token('anon'), previousToken: null });
    expect(response.status).toBe(401);
  });

  it("binds the token to the request's session, and replaces the previous one", async () => {
    const user = await createUser();
    const { sessionId } = await browserOf(user.id);
    const first = token('first');
    const second = token('second');
    expect((await post({ token: first, previousToken: null })).status).toBe(200);
    expect((await post({ token: second, previousToken: first })).status).toBe(200);
    const rows = await listPushTokens(user.id);
    expect(rows.map(({ token: t, sessionId: s, userAgent }) => ({ t, s, userAgent }))).toEqual([
      { t: second, s: sessionId, userAgent: UA },
    ]);
  });

  it('signing out deletes the tokens of that session only', async () => {
    const user = await createUser();
    await browserOf(user.id);
    const phone = token('phone');
    await post({ token: phone, previousToken: null });
    await browserOf(user.id);
    const laptop = token('laptop');
    await post({ token: laptop, previousToken: null });
    expect(await signOutAction()).toEqual({ ok: true, data: undefined });
    expect((await listPushTokens(user.id)).map((row) => row.token)).toEqual([phone]);
  });
});

describe('GET /api/push/config', () => {
  it('answers no configuration and no session tag while push is not configured', async () => {
    for (const key of Object.keys(FIREBASE_ENV)) vi.stubEnv(key, '');
    const user = await createUser();
    await browserOf(user.id);
    expect(await (await getConfig()).json()).toEqual({ config: null, session: null });
  });

  it("tags the asking session: stable for it, new for the next, never the session's id", async () => {
    for (const [key, value] of Object.entries(FIREBASE_ENV)) vi.stubEnv(key, value);
    const tag = async () =>
      ((await (await getConfig()).json()) as { session: string | null }).session;
    expect(await tag()).toBeNull();
    const user = await createUser();
    const first = await browserOf(user.id);
    const firstTag = await tag();
    expect(firstTag).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(firstTag).not.toContain(first.sessionId);
    expect(await tag()).toBe(firstTag);
    await browserOf(user.id);
    const secondTag = await tag();
    expect(secondTag).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(secondTag).not.toBe(firstTag);
    const response = await getConfig();
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(((await response.json()) as { config: { projectId: string } }).config.projectId).toBe(
      FIREBASE_ENV.NEXT_PUBLIC_FIREBASE_PROJECT_ID,
    );
  });
});
