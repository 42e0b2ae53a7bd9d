import type PusherClient from 'pusher-js';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RealtimeServer } from '@/realtime-server';
import {
  dropKeys,
  freePort,
  record,
  redisRelay,
  runPrefix,
  startClusterServer,
  until,
} from './cluster-helpers';
import { client, raw, sdk, subscribed, waitFor } from './helpers';

/**
 * Redis is optional at run time too: a server whose Redis is away keeps serving its own
 * sockets as a single server would, says so once, and rejoins the cluster when Redis is back.
 */
const prefix = runPrefix('faults');
const open: PusherClient[] = [];
const servers: RealtimeServer[] = [];
function connect(...args: Parameters<typeof client>) {
  const pusher = client(...args);
  open.push(pusher);
  return pusher;
}
const member = (id: string) => ({ user_id: id, user_info: { name: id } });
const users = async (port: number, channel: string) => {
  const response = await sdk(port).get({ path: `/channels/${channel}/users` });
  const body = (await response.json()) as { users: Array<{ id: string }> };
  return body.users.map((user) => user.id).sort();
};

let errors: ReturnType<typeof vi.spyOn>;
beforeAll(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => open.splice(0).forEach((pusher) => pusher.disconnect()));
afterAll(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  await dropKeys(prefix);
  vi.restoreAllMocks();
});

const outageLines = () =>
  errors.mock.calls.filter((call: unknown[]) => String(call[0]).includes('Redis unavailable'))
    .length;

describe('a realtime server whose Redis is away', () => {
  it('starts at once and serves its own sockets as a single server', async () => {
    const before = outageLines();
    const startedAt = Date.now();
    const alone = await startClusterServer(prefix, `redis://127.0.0.1:${await freePort()}`);
    servers.push(alone);
    expect(Date.now() - startedAt).toBeLessThan(1000);
    expect(outageLines()).toBe(before + 1);

    const alice = connect(alone.port, member('alice'));
    const chanAlice = await subscribed(alice, 'presence-alone');
    const added = waitFor<{ id: string }>((done) => chanAlice.bind('pusher:member_added', done));
    const bob = connect(alone.port, member('bob'));
    await subscribed(bob, 'presence-alone');
    expect((await added).id).toBe('bob');
    const got = waitFor<unknown>((done) => chanAlice.bind('note', done));
    await sdk(alone.port).trigger('presence-alone', 'note', { ok: true });
    expect(await got).toEqual({ ok: true });
    expect(await users(alone.port, 'presence-alone')).toEqual(['alice', 'bob']);
    const removed = waitFor<{ id: string }>((done) =>
      chanAlice.bind('pusher:member_removed', done),
    );
    bob.disconnect();
    expect((await removed).id).toBe('bob');

    // terminate_connections closes the user's sockets here, and says the others were not told.
    const s = await raw(alone.port);
    const hello = await s.next((m) => m.event === 'pusher:connection_established');
    const socketId = (hello.data as { socket_id: string }).socket_id;
    s.send({
      event: 'pusher:subscribe',
      data: {
        channel: 'private-user-u-9',
        ...sdk(alone.port).authorizeChannel(socketId, 'private-user-u-9'),
      },
    });
    await s.next((m) => m.event === 'pusher_internal:subscription_succeeded');
    await expect(sdk(alone.port).terminateUserConnections('u-9')).rejects.toMatchObject({
      status: 503,
    });
    expect((await s.closed).code).toBe(4200);
    // Retrying every moment, it said so once.
    expect(outageLines()).toBe(before + 1);
  });

  it(
    'Redis cut and back: local service goes on, then the server rejoins the cluster',
    { timeout: 20_000 },
    async () => {
      const relay = await redisRelay();
      const [steady, flaky] = await Promise.all([
        startClusterServer(prefix),
        startClusterServer(prefix, relay.url),
      ]);
      servers.push(steady, flaky);
      const watcher = connect(steady.port, member('watcher'));
      const chanWatcher = await subscribed(watcher, 'presence-flaky');
      const joined = record<{ id: string }>(chanWatcher, 'pusher:member_added');
      const onFlaky = connect(flaky.port);
      const news = await subscribed(onFlaky, 'news');
      const first = waitFor<unknown>((done) => news.bind('story', done));
      await sdk(steady.port).trigger('news', 'story', 1);
      expect(await first).toBe(1);

      const before = outageLines();
      await relay.cut();
      await until(() => outageLines() === before + 1);
      // Its own sockets: events, presence and the HTTP API, answered at once.
      const carol = connect(flaky.port, member('carol'));
      const chanCarol = await subscribed(carol, 'presence-flaky');
      expect(
        Object.keys((chanCarol as unknown as { members: { members: object } }).members.members),
      ).toEqual(['carol']);
      const local = waitFor<unknown>((done) => news.bind('local', done));
      await sdk(flaky.port).trigger('news', 'local', 2);
      expect(await local).toBe(2);
      const asked = Date.now();
      expect(await users(flaky.port, 'presence-flaky')).toEqual(['carol']);
      expect(Date.now() - asked).toBeLessThan(1000);
      expect(joined).toEqual([]);

      await relay.restore();
      // Back in the cluster: its member is announced to the other server once, and events cross.
      await until(() => joined.length === 1, 5000);
      expect(joined[0]?.id).toBe('carol');
      expect(await users(steady.port, 'presence-flaky')).toEqual(['carol', 'watcher']);
      // Its subscription to the bus comes back on its own connection: publish until it hears.
      const heard = record<number>(news, 'story');
      await until(async () => {
        if (heard.length === 0) await sdk(steady.port).trigger('news', 'story', 3);
        return heard.length > 0;
      }, 5000);
      expect(heard[0]).toBe(3);
      expect(outageLines()).toBe(before + 1);
    },
  );
});
