import { beforeEach, describe, expect, it, vi } from 'vitest';

const state = vi.hoisted(() => ({
  user: null as null | { id: string; name: string; image: string | null; email: string },
  parties: new Map<string, string[]>(),
}));
vi.mock('@/lib/server/auth/current-user', () => ({ getCurrentUser: async () => state.user }));
vi.mock('@/lib/server/contact-requests/parties', () => ({
  isConversationParty: async (userId: string, requestId: string) =>
    state.parties.get(requestId)?.includes(userId) ?? false,
}));

import { verifyChannelAuth } from '@/lib/realtime/server/protocol';
import { authorizeRealtimeChannel } from '@/lib/server/realtime/authorize';
import { getRealtimeServerConfig } from '@/lib/server/realtime/config';

const ME = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const REQUEST = '33333333-3333-4333-8333-333333333333';
const app = getRealtimeServerConfig() as { key: string; secret: string };

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
