import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const state = vi.hoisted(() => ({
  user: null as null | { id: string; name: string; image: string | null; email: string },
  parties: new Map<string, string[]>(),
  clientKey: 'route-client',
}));
vi.mock('@/lib/auth/current-user', () => ({ getCurrentUser: async () => state.user }));
vi.mock('@/lib/http/request-context', () => ({ getClientKey: async () => state.clientKey }));
vi.mock('@/features/contact-requests/server/parties', () => ({
  isConversationParty: async (userId: string, requestId: string) =>
    state.parties.get(requestId)?.includes(userId) ?? false,
}));

import { randomUUID } from 'node:crypto';
import { POST } from '@/app/api/realtime/auth/route';
import { getDb } from '@/lib/db';
import { verifyChannelAuth } from '@/realtime-server/protocol';
import {
  authorizeRealtimeChannel as authorizeFrom,
  REALTIME_AUTH_LIMITS,
} from '@/lib/realtime/authorize';
import { getRealtimeServerConfig } from '@/lib/realtime/config';

const ME = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const REQUEST = '33333333-3333-4333-8333-333333333333';
const app = getRealtimeServerConfig() as { key: string; secret: string };
// Each call from its own address unless a test says otherwise: only the limits test counts.
const authorizeRealtimeChannel = (socketId: unknown, channel: unknown) =>
  authorizeFrom(socketId, channel, `client-${randomUUID()}`);

// The limits are counted in the database: open it (migrations) outside any one test's time.
beforeAll(async () => {
  await getDb();
}, 120_000);

beforeEach(() => {
  state.user = { id: ME, name: 'Mona', image: '/files/a.webp', email: 'mona@example.com' };
  state.parties = new Map([[REQUEST, [ME, OTHER]]]);
});

describe('realtime channel authorization', () => {
  it('signs the user their own private channel', async () => {
    const result = await authorizeRealtimeChannel('1.2', `private-user-${ME}`);
    expect(result.status).toBe(200);
    const { auth } = result.body as { auth: string };
    expect(verifyChannelAuth(app, '1.2', `private-user-${ME}`, auth)).toBe(true);
  });

  it("refuses another user's channel, unknown channels and the signed-out", async () => {
    expect((await authorizeRealtimeChannel('1.2', `private-user-${OTHER}`)).status).toBe(403);
    expect((await authorizeRealtimeChannel('1.2', 'private-anything')).status).toBe(403);
    expect((await authorizeRealtimeChannel('1.2', 'presence-chat-nope')).status).toBe(403);
    expect((await authorizeRealtimeChannel('1.2', 'public')).status).toBe(403);
    expect((await authorizeRealtimeChannel('nope', `private-user-${ME}`)).status).toBe(400);
    state.user = null;
    expect((await authorizeRealtimeChannel('1.2', `private-user-${ME}`)).status).toBe(401);
  });

  it('signs a conversation channel for its parties only, with id, name and avatar', async () => {
    const result = await authorizeRealtimeChannel('1.2', `presence-chat-${REQUEST}`);
    expect(result.status).toBe(200);
    const body = result.body as { auth: string; channel_data: string };
    expect(JSON.parse(body.channel_data)).toEqual({
      user_id: ME,
      user_info: { name: 'Mona', avatar: '/files/a.webp' },
    });
    expect(body.channel_data).not.toContain('mona@example.com');
    expect(
      verifyChannelAuth(app, '1.2', `presence-chat-${REQUEST}`, body.auth, body.channel_data),
    ).toBe(true);
    state.parties = new Map([[REQUEST, [OTHER]]]);
    expect((await authorizeRealtimeChannel('1.2', `presence-chat-${REQUEST}`)).status).toBe(403);
  });
});

describe('realtime authorization limits', () => {
  it('stops one account past its limit whatever address it uses, with the wait', async () => {
    state.user = { id: randomUUID(), name: 'Flood', image: null, email: 'f@example.com' };
    const channel = `private-user-${state.user.id}`;
    for (let i = 0; i < REALTIME_AUTH_LIMITS.perUser.limit; i++) {
      expect((await authorizeRealtimeChannel('1.2', channel)).status).toBe(200);
    }
    const refused = await authorizeRealtimeChannel('1.2', channel);
    expect(refused.status).toBe(429);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(
      REALTIME_AUTH_LIMITS.perUser.windowSeconds,
    );
    // Another account is not held back by this one's counter.
    state.user = { ...state.user, id: ME };
    expect((await authorizeRealtimeChannel('1.2', `private-user-${ME}`)).status).toBe(200);
  });

  it('stops one address past its limit, signed in or not, and answers 429 with Retry-After', async () => {
    state.user = null;
    state.clientKey = `client-${randomUUID()}`;
    const post = () => {
      const body = new URLSearchParams({ socket_id: '1.2', channel_name: `private-user-${ME}` });
      return POST(new Request('http://localhost/api/realtime/auth', { method: 'POST', body }));
    };
    for (let i = 0; i < REALTIME_AUTH_LIMITS.perClient.limit; i++) {
      expect((await post()).status).toBe(401);
    }
    // Signing in does not reset the address's count.
    state.user = { id: ME, name: 'Mona', image: null, email: 'mona@example.com' };
    const refused = await post();
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(REALTIME_AUTH_LIMITS.perClient.windowSeconds);
    expect(await refused.json()).toMatchObject({ error: 'rate_limited' });
    // The same user from another address is served.
    state.clientKey = `client-${randomUUID()}`;
    expect((await post()).status).toBe(200);
  });
});
