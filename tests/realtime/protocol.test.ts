import type PusherClient from 'pusher-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeServer } from '@/realtime-server';
import { client, connected, sdk, startServer, subscribed, waitFor } from './helpers';

let server: RealtimeServer;
const open: PusherClient[] = [];
function connect(...args: Parameters<typeof client>) {
  const pusher = client(...args);
  open.push(pusher);
  return pusher;
}
const alice = { user_id: 'alice', user_info: { name: 'Alice' } };
const bob = { user_id: 'bob', user_info: { name: 'Bob' } };

beforeAll(async () => {
  server = await startServer();
});
afterEach(() => open.splice(0).forEach((pusher) => pusher.disconnect()));
afterAll(() => server.close());

describe('Pusher protocol with the real pusher-js and pusher SDK', () => {
  it('connects with a unique socket id', async () => {
    const [a, b] = [connect(server.port), connect(server.port)];
    await Promise.all([connected(a), connected(b)]);
    expect(a.connection.socket_id).toMatch(/^\d+\.\d+$/);
    expect(a.connection.socket_id).not.toBe(b.connection.socket_id);
  });

  it('public channel: subscribe and receive a trigger', async () => {
    const pusher = connect(server.port);
    const channel = await subscribed(pusher, 'news');
    const got = waitFor<unknown>((resolve) => channel.bind('story', resolve));
    await sdk(server.port).trigger('news', 'story', { title: 'hi' });
    expect(await got).toEqual({ title: 'hi' });
  });

  it('private channel: a signed subscription succeeds, a bad signature is refused', async () => {
    const good = connect(server.port);
    await subscribed(good, 'private-user-1');
    const bad = connect(server.port, undefined, {
      channelAuthorization: {
        endpoint: 'unused',
        transport: 'ajax',
        customHandler: ({ socketId, channelName }, callback) =>
          callback(null, sdk(server.port, 'wrong-secret').authorizeChannel(socketId, channelName)),
      },
    });
    const channel = bad.subscribe('private-user-1');
    const error = await waitFor<{ status: number }>((resolve) =>
      channel.bind('pusher:subscription_error', resolve),
    );
    expect(error.status).toBe(401);
    const info = await (
      await sdk(server.port).get({
        path: '/channels/private-user-1',
        params: { info: 'subscription_count' },
      })
    ).json();
    expect(info).toEqual({ occupied: true, subscription_count: 1 });
  });

  it('trigger to several channels, and the sender socket is excluded', async () => {
    const sender = connect(server.port);
    const other = connect(server.port);
    const [a, b] = await Promise.all([
      subscribed(sender, 'private-a'),
      subscribed(other, 'private-a'),
    ]);
    const c = await subscribed(other, 'private-b');
    const senderGot: unknown[] = [];
    a.bind('note', (data: unknown) => senderGot.push(data));
    const onA = waitFor<unknown>((resolve) => b.bind('note', resolve));
    const onB = waitFor<unknown>((resolve) => c.bind('note', resolve));
    await sdk(server.port).trigger(
      ['private-a', 'private-b'],
      'note',
      { x: 1 },
      {
        socket_id: sender.connection.socket_id,
      },
    );
    expect(await onA).toEqual({ x: 1 });
    expect(await onB).toEqual({ x: 1 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(senderGot).toEqual([]);
  });

  it('batch trigger delivers every event in order', async () => {
    const pusher = connect(server.port);
    const channel = await subscribed(pusher, 'private-batch');
    const seen: number[] = [];
    const done = waitFor<void>((resolve) =>
      channel.bind('n', (data: { i: number }) => {
        seen.push(data.i);
        if (seen.length === 3) resolve();
      }),
    );
    await sdk(server.port).triggerBatch(
      [0, 1, 2].map((i) => ({ channel: 'private-batch', name: 'n', data: { i } })),
    );
    await done;
    expect(seen).toEqual([0, 1, 2]);
  });

  it('presence: members, member_added and member_removed, users listed over HTTP', async () => {
    const a = connect(server.port, alice);
    const chanA = await subscribed(a, 'presence-room');
    const added = waitFor<{ id: string; info: unknown }>((resolve) =>
      chanA.bind('pusher:member_added', resolve),
    );
    const b = connect(server.port, bob);
    const chanB = await subscribed(b, 'presence-room');
    expect(await added).toEqual({ id: 'bob', info: { name: 'Bob' } });
    const members = (chanB as unknown as { members: { count: number; me: { id: string } } })
      .members;
    expect(members.count).toBe(2);
    expect(members.me.id).toBe('bob');
    // A second socket of the same user is one member: no second member_added.
    const again = connect(server.port, bob);
    await subscribed(again, 'presence-room');
    const users = await (
      await sdk(server.port).get({ path: '/channels/presence-room/users' })
    ).json();
    expect(users).toEqual({ users: [{ id: 'alice' }, { id: 'bob' }] });
    const count = await (
      await sdk(server.port).get({
        path: '/channels/presence-room',
        params: { info: 'user_count,subscription_count' },
      })
    ).json();
    expect(count).toEqual({ occupied: true, user_count: 2, subscription_count: 3 });
    const removed = waitFor<{ id: string }>((resolve) =>
      chanA.bind('pusher:member_removed', resolve),
    );
    again.disconnect();
    b.disconnect();
    expect((await removed).id).toBe('bob');
  });

  it('client events: delivered to others with user_id, never echoed, refused on public channels', async () => {
    const a = connect(server.port, alice);
    const b = connect(server.port, bob);
    const [chanA, chanB] = await Promise.all([
      subscribed(a, 'presence-chat-x'),
      subscribed(b, 'presence-chat-x'),
    ]);
    const echoed: unknown[] = [];
    chanA.bind('client-typing', (data: unknown) => echoed.push(data));
    const got = waitFor<[unknown, { user_id?: string }]>((resolve) =>
      chanB.bind('client-typing', (data: unknown, meta: { user_id?: string }) =>
        resolve([data, meta]),
      ),
    );
    chanA.trigger('client-typing', { typing: true });
    const [data, meta] = await got;
    expect(data).toEqual({ typing: true });
    expect(meta.user_id).toBe('alice');
    const pub = await subscribed(a, 'lobby');
    const error = waitFor<{ code: number }>((resolve) =>
      a.connection.bind('error', (e: { data: { code: number } }) => resolve(e.data)),
    );
    pub.trigger('client-x', {});
    expect((await error).code).toBe(4301);
    expect(echoed).toEqual([]);
  });

  it('client events are rate limited to 10 per second per socket', async () => {
    const a = connect(server.port, alice);
    const b = connect(server.port, bob);
    const [chanA, chanB] = await Promise.all([
      subscribed(a, 'private-rate'),
      subscribed(b, 'private-rate'),
    ]);
    let received = 0;
    chanB.bind('client-n', () => (received += 1));
    const errors: string[] = [];
    a.connection.bind('error', (e: { data: { message: string } }) => errors.push(e.data.message));
    for (let i = 0; i < 15; i++) chanA.trigger('client-n', { i });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received).toBe(10);
    expect(errors.filter((m) => m.includes('rate limit'))).toHaveLength(5);
    expect(a.connection.state).toBe('connected');
  });

  it('channel list with filter_by_prefix and user_count', async () => {
    const a = connect(server.port, alice);
    await subscribed(a, 'presence-list-1');
    await subscribed(a, 'private-list-2');
    const api = sdk(server.port);
    const all = (await (await api.get({ path: '/channels' })).json()) as {
      channels: Record<string, object>;
    };
    expect(Object.keys(all.channels)).toEqual(
      expect.arrayContaining(['presence-list-1', 'private-list-2']),
    );
    const presence = await (
      await api.get({
        path: '/channels',
        params: { filter_by_prefix: 'presence-list', info: 'user_count' },
      })
    ).json();
    expect(presence).toEqual({ channels: { 'presence-list-1': { user_count: 1 } } });
  });

  it('reconnects after a server restart and can subscribe again', { timeout: 40_000 }, async () => {
    const own = await startServer();
    const port = own.port;
    // A short unavailableTimeout: pusher-js waits that long before retrying a failed attempt.
    const pusher = connect(port, undefined, { unavailableTimeout: 1000 });
    await connected(pusher);
    const first = pusher.connection.socket_id;
    await own.close();
    const back = await startServer({ port });
    try {
      await waitFor<void>((resolve) => {
        const check = () =>
          pusher.connection.state === 'connected' &&
          pusher.connection.socket_id !== first &&
          resolve();
        pusher.connection.bind('state_change', check);
        check();
      }, 25_000);
      const channel = await subscribed(pusher, 'after-restart');
      const got = waitFor<unknown>((resolve) => channel.bind('ok', resolve));
      await sdk(port).trigger('after-restart', 'ok', 1);
      expect(await got).toBe(1);
    } finally {
      pusher.disconnect();
      await back.close();
    }
  });
});
