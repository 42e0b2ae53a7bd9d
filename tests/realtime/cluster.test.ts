import type PusherClient from 'pusher-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeServer } from '@/realtime-server';
import {
  ACTIVITY_TIMEOUT,
  dropKeys,
  pause,
  record,
  runPrefix,
  spawnServer,
  startClusterServer,
  until,
} from './cluster-helpers';
import { client, raw, sdk, subscribed, waitFor } from './helpers';

/**
 * Two realtime servers, one Redis: sockets on both, events published to each, presence and the
 * HTTP API answering for the pair, terminate_connections across them, and a third server killed
 * outright whose members leave presence within the activity timeout.
 */
const prefix = runPrefix('cluster');
let a: RealtimeServer;
let b: RealtimeServer;
const open: PusherClient[] = [];
function connect(...args: Parameters<typeof client>) {
  const pusher = client(...args);
  open.push(pusher);
  return pusher;
}
const member = (id: string) => ({ user_id: id, user_info: { name: id } });
type Members = { count: number; me: { id: string }; members: Record<string, unknown> };
const membersOf = (channel: unknown) => (channel as { members: Members }).members;
/** The SDK's get() answers a node-fetch Response. */
const json = async <T = unknown>(response: Promise<{ json: () => Promise<unknown> }>) =>
  (await (await response).json()) as T;
const users = (port: number, channel: string) =>
  json<{ users: Array<{ id: string }> }>(
    sdk(port).get({ path: `/channels/${channel}/users` }),
  ).then((body) => body.users.map((user) => user.id).sort());

beforeAll(async () => {
  [a, b] = await Promise.all([startClusterServer(prefix), startClusterServer(prefix)]);
});
afterEach(() => open.splice(0).forEach((pusher) => pusher.disconnect()));
afterAll(async () => {
  await Promise.all([a.close(), b.close()]);
  await dropKeys(prefix);
});

describe('two realtime servers, one Redis', () => {
  it('an event published to either server reaches pusher-js clients on both', async () => {
    const [onA, onB] = [connect(a.port), connect(b.port)];
    const [newsA, newsB] = await Promise.all([subscribed(onA, 'news'), subscribed(onB, 'news')]);
    const [privA, privB] = await Promise.all([
      subscribed(onA, 'private-deals'),
      subscribed(onB, 'private-deals'),
    ]);
    for (const server of [a, b]) {
      const got = Promise.all(
        [newsA, newsB].map((channel) => waitFor<unknown>((done) => channel.bind('story', done))),
      );
      await sdk(server.port).trigger('news', 'story', { from: server.port });
      expect(await got).toEqual([{ from: server.port }, { from: server.port }]);
      newsA.unbind('story');
      newsB.unbind('story');
    }
    // A batch through B, in order, on A; the sender's socket (on A) excluded by a trigger on B.
    const seen = record<{ i: number }>(privA, 'n');
    await sdk(b.port).triggerBatch(
      [0, 1, 2].map((i) => ({ channel: 'private-deals', name: 'n', data: { i } })),
    );
    await until(() => seen.length === 3);
    expect(seen.map((data) => data.i)).toEqual([0, 1, 2]);
    const excluded = record(privA, 'quiet');
    const toB = waitFor<unknown>((done) => privB.bind('quiet', done));
    await sdk(b.port).trigger('private-deals', 'quiet', 1, { socket_id: onA.connection.socket_id });
    expect(await toB).toBe(1);
    await pause(150);
    expect(excluded).toEqual([]);
  });

  it('client events cross servers with the sender`s user_id, never echoed', async () => {
    const [alice, bob] = [connect(a.port, member('alice')), connect(b.port, member('bob'))];
    const [chanA, chanB] = await Promise.all([
      subscribed(alice, 'presence-chat-c'),
      subscribed(bob, 'presence-chat-c'),
    ]);
    const echoed = record(chanA, 'client-typing');
    const got = waitFor<[unknown, { user_id?: string }]>((done) =>
      chanB.bind('client-typing', (data: unknown, meta: { user_id?: string }) =>
        done([data, meta]),
      ),
    );
    chanA.trigger('client-typing', { typing: true });
    const [data, meta] = await got;
    expect(data).toEqual({ typing: true });
    expect(meta.user_id).toBe('alice');
    await pause(100);
    expect(echoed).toEqual([]);
  });

  it('presence: members, user_count and member_added / member_removed once for the cluster', async () => {
    const channel = 'presence-room';
    const alice = connect(a.port, member('alice'));
    const chanAlice = await subscribed(alice, channel);
    const addedForAlice = record<{ id: string }>(chanAlice, 'pusher:member_added');
    const removedForAlice = record<{ id: string }>(chanAlice, 'pusher:member_removed');

    const bob = connect(b.port, member('bob'));
    const chanBob = await subscribed(bob, channel);
    expect(membersOf(chanBob).count).toBe(2);
    expect(Object.keys(membersOf(chanBob).members).sort()).toEqual(['alice', 'bob']);
    await until(() => addedForAlice.length === 1);
    expect(addedForAlice[0]).toEqual({ id: 'bob', info: { name: 'bob' } });
    const addedForBob = record<{ id: string }>(chanBob, 'pusher:member_added');

    // Alice's second socket, on the other server: still one member, announced to nobody.
    const aliceAgain = connect(b.port, member('alice'));
    const chanAgain = await subscribed(aliceAgain, channel);
    expect(membersOf(chanAgain).count).toBe(2);
    await pause(200);
    expect(addedForAlice).toHaveLength(1);
    expect(addedForBob).toEqual([]);

    for (const server of [a, b]) {
      expect(await users(server.port, channel)).toEqual(['alice', 'bob']);
      // Socket counts reach Redis just after the subscription answer: they settle in moments.
      await expect
        .poll(() =>
          json(
            sdk(server.port).get({
              path: `/channels/${channel}`,
              params: { info: 'user_count,subscription_count' },
            }),
          ),
        )
        .toEqual({ occupied: true, user_count: 2, subscription_count: 3 });
      expect(
        await json(
          sdk(server.port).get({
            path: '/channels',
            params: { filter_by_prefix: 'presence-room', info: 'user_count' },
          }),
        ),
      ).toEqual({ channels: { [channel]: { user_count: 2 } } });
    }

    // Bob's only socket (on B) goes: the socket on A hears it once; the HTTP API on A agrees.
    bob.disconnect();
    await until(() => removedForAlice.length === 1);
    expect(removedForAlice[0]?.id).toBe('bob');
    expect(await users(a.port, channel)).toEqual(['alice']);
    // One of Alice's two sockets goes: she is still in, nobody hears of it.
    const removedForAgain = record<{ id: string }>(chanAgain, 'pusher:member_removed');
    alice.disconnect();
    await pause(200);
    expect(removedForAgain).toEqual([]);
    expect(await users(b.port, channel)).toEqual(['alice']);
    expect(removedForAlice).toHaveLength(1);
  });

  it('the HTTP API counts sockets of both servers, and forgets them when they go', async () => {
    const [onA, onB] = [connect(a.port), connect(b.port)];
    await Promise.all([subscribed(onA, 'private-count'), subscribed(onB, 'private-count')]);
    const info = (port: number) =>
      json(
        sdk(port).get({ path: '/channels/private-count', params: { info: 'subscription_count' } }),
      );
    await expect.poll(() => info(b.port)).toEqual({ occupied: true, subscription_count: 2 });
    onA.disconnect();
    await expect.poll(() => info(b.port)).toEqual({ occupied: true, subscription_count: 1 });
    onB.disconnect();
    await expect.poll(() => info(a.port)).toEqual({ occupied: false, subscription_count: 0 });
  });

  it('terminate_connections sent to A closes the user`s sockets on B', async () => {
    const socketOn = async (port: number) => {
      const s = await raw(port);
      const hello = await s.next((m) => m.event === 'pusher:connection_established');
      return { ...s, socketId: (hello.data as { socket_id: string }).socket_id };
    };
    const join = async (
      s: Awaited<ReturnType<typeof socketOn>>,
      port: number,
      name: string,
      id?: string,
    ) => {
      s.send({
        event: 'pusher:subscribe',
        data: {
          channel: name,
          ...sdk(port).authorizeChannel(s.socketId, name, id ? member(id) : undefined),
        },
      });
      await s.next(
        (m) => m.event === 'pusher_internal:subscription_succeeded' && m.channel === name,
      );
    };
    const [userOnB, presenceOnB, watcherOnA, bystanderOnB] = await Promise.all([
      socketOn(b.port),
      socketOn(b.port),
      socketOn(a.port),
      socketOn(b.port),
    ]);
    await join(userOnB, b.port, 'private-user-u-1');
    await join(presenceOnB, b.port, 'presence-t', 'u-1');
    await join(watcherOnA, a.port, 'presence-t', 'u-2');
    await join(bystanderOnB, b.port, 'private-user-u-3');

    await expect(sdk(a.port).terminateUserConnections('u-1')).resolves.toMatchObject({
      status: 200,
    });
    for (const s of [userOnB, presenceOnB]) expect((await s.closed).code).toBe(4200);
    const removed = await watcherOnA.next((m) => m.event === 'pusher_internal:member_removed');
    expect(removed.data).toEqual({ user_id: 'u-1' });
    await until(async () => (await users(a.port, 'presence-t')).join() === 'u-2');
    expect(bystanderOnB.ws.readyState).toBe(1);
    watcherOnA.ws.close();
    bystanderOnB.ws.close();
  });

  it(
    'a server killed outright: its members leave presence within the activity timeout',
    { timeout: 20_000 },
    async () => {
      const channel = 'presence-kill';
      const third = await spawnServer(prefix);
      const dave = connect(third.port, member('dave'));
      await subscribed(dave, channel);
      const erin = connect(a.port, member('erin'));
      const chanErin = await subscribed(erin, channel);
      expect(Object.keys(membersOf(chanErin).members).sort()).toEqual(['dave', 'erin']);
      expect(await users(b.port, channel)).toEqual(['dave', 'erin']);

      const removed = waitFor<{ id: string }>(
        (done) => chanErin.bind('pusher:member_removed', done),
        ACTIVITY_TIMEOUT * 1000 + 1000,
      );
      const killedAt = Date.now();
      third.kill();
      dave.disconnect();
      expect((await removed).id).toBe('dave');
      const took = Date.now() - killedAt;
      expect(took).toBeLessThanOrEqual(ACTIVITY_TIMEOUT * 1000);
      expect(await users(b.port, channel)).toEqual(['erin']);
      await expect
        .poll(() =>
          json(
            sdk(b.port).get({
              path: `/channels/${channel}`,
              params: { info: 'subscription_count' },
            }),
          ),
        )
        .toEqual({ occupied: true, subscription_count: 1 });
    },
  );
});
