import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeServer } from '@/realtime-server';
import { hmac } from '@/realtime-server/protocol';
import { APP, raw, sdk, startServer } from './helpers';

let server: RealtimeServer;
beforeAll(async () => {
  server = await startServer({ activityTimeout: 1, pongTimeout: 600 });
});
afterAll(() => server.close());

async function established(port = server.port) {
  const socket = await raw(port);
  const hello = await socket.next((m) => m.event === 'pusher:connection_established');
  const socketId = (hello.data as { socket_id: string }).socket_id;
  return { ...socket, socketId };
}

/** A bystander that must keep working while another socket misbehaves. */
async function expectBystanderWorks() {
  const other = await established();
  other.send({ event: 'pusher:subscribe', data: { channel: 'bystander' } });
  await other.next((m) => m.event === 'pusher_internal:subscription_succeeded');
  await sdk(server.port).trigger('bystander', 'still-here', { ok: true });
  const got = await other.next((m) => m.event === 'still-here');
  expect(got.data).toEqual({ ok: true });
  other.ws.close();
}

describe('faults get the protocol answer, the server lives on', () => {
  it('an unknown app key is refused with 4001', async () => {
    const socket = await raw(server.port, '/app/unknown-key?protocol=7');
    const error = await socket.next((m) => m.event === 'pusher:error');
    expect((error.data as { code: number }).code).toBe(4001);
    expect((await socket.closed).code).toBe(4001);
  });

  it('an unsupported protocol version is refused with 4007', async () => {
    const socket = await raw(server.port, `/app/${APP.key}?protocol=2`);
    expect((await socket.closed).code).toBe(4007);
  });

  it('malformed JSON, non-objects, unknown events and binary frames get pusher:error, socket stays', async () => {
    const socket = await established();
    for (const bad of [
      '{nope',
      '42',
      '"text"',
      JSON.stringify({ event: 'pusher:dance' }),
      JSON.stringify({ data: 1 }),
    ]) {
      socket.send(bad);
      const error = await socket.next((m) => m.event === 'pusher:error');
      expect(typeof (error.data as { message: string }).message).toBe('string');
    }
    socket.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    await socket.next((m) => m.event === 'pusher:error');
    socket.send({ event: 'pusher:ping', data: {} });
    await socket.next((m) => m.event === 'pusher:pong');
    socket.ws.close();
  });

  it('bad subscriptions: invalid name, missing or forged auth, presence without data', async () => {
    const socket = await established();
    socket.send({ event: 'pusher:subscribe', data: { channel: 'bad name!' } });
    expect(
      ((await socket.next((m) => m.event === 'pusher:error')).data as { code: number }).code,
    ).toBe(4009);
    socket.send({ event: 'pusher:subscribe', data: { channel: 'private-x' } });
    await socket.next((m) => m.event === 'pusher:subscription_error' && m.channel === 'private-x');
    const forged = `${APP.key}:${hmac('other-secret', `${socket.socketId}:private-y`)}`;
    socket.send({ event: 'pusher:subscribe', data: { channel: 'private-y', auth: forged } });
    await socket.next((m) => m.event === 'pusher:subscription_error' && m.channel === 'private-y');
    const auth = `${APP.key}:${hmac(APP.secret, `${socket.socketId}:presence-z`)}`;
    socket.send({ event: 'pusher:subscribe', data: { channel: 'presence-z', auth } });
    await socket.next((m) => m.event === 'pusher:subscription_error' && m.channel === 'presence-z');
    // A signature for another socket id is worthless here.
    const stolen = `${APP.key}:${hmac(APP.secret, `1.1:private-w`)}`;
    socket.send({ event: 'pusher:subscribe', data: { channel: 'private-w', auth: stolen } });
    await socket.next((m) => m.event === 'pusher:subscription_error' && m.channel === 'private-w');
    socket.ws.close();
  });

  it('client events from a socket not subscribed to the channel are refused', async () => {
    const socket = await established();
    socket.send({ event: 'client-x', channel: 'private-none', data: {} });
    const error = await socket.next((m) => m.event === 'pusher:error');
    expect((error.data as { code: number }).code).toBe(4301);
    socket.ws.close();
  });

  it('an oversized frame closes that socket (1009); others are unaffected', async () => {
    const socket = await established();
    socket.send(JSON.stringify({ event: 'client-big', channel: 'x', data: 'x'.repeat(70 * 1024) }));
    expect((await socket.closed).code).toBe(1009);
    await expectBystanderWorks();
  });

  it('an oversized client event (> 10 KB) is refused with 4301', async () => {
    const socket = await established();
    const auth = `${APP.key}:${hmac(APP.secret, `${socket.socketId}:private-big`)}`;
    socket.send({ event: 'pusher:subscribe', data: { channel: 'private-big', auth } });
    await socket.next((m) => m.event === 'pusher_internal:subscription_succeeded');
    socket.send({ event: 'client-big', channel: 'private-big', data: 'x'.repeat(11 * 1024) });
    const error = await socket.next((m) => m.event === 'pusher:error');
    expect(error.data).toMatchObject({ code: 4301 });
    socket.ws.close();
  });

  it('a subscribe flood is cut off with 4100; others are unaffected', async () => {
    const socket = await established();
    for (let i = 0; i < 300; i++)
      socket.send({ event: 'pusher:subscribe', data: { channel: `flood-${i}` } });
    expect((await socket.closed).code).toBe(4100);
    await expectBystanderWorks();
    // Its channels are gone with it.
    const list = (await (
      await sdk(server.port).get({ path: '/channels', params: { filter_by_prefix: 'flood-' } })
    ).json()) as { channels: object };
    expect(list.channels).toEqual({});
  });

  it('more than 100 channels on one socket: the rest are refused', async () => {
    const socket = await established();
    for (let i = 0; i < 101; i++) {
      socket.send({ event: 'pusher:subscribe', data: { channel: `many-${i}` } });
      if (i % 50 === 49) await new Promise((resolve) => setTimeout(resolve, 1100));
    }
    const error = await socket.next((m) => m.event === 'pusher:subscription_error', 5000);
    expect(error.channel).toBe('many-100');
    socket.ws.close();
  });

  it('a client that stops answering pings is closed with 4201; others are unaffected', async () => {
    const socket = await established();
    socket.ws.pause(); // a silent, stuck client: it never reads nor answers
    const closed = await Promise.race([
      socket.closed,
      new Promise<{ code: number }>((resolve) =>
        setTimeout(() => {
          socket.ws.resume();
          void socket.closed.then(resolve);
        }, 2500),
      ),
    ]);
    expect(closed.code).toBe(4201);
    await expectBystanderWorks();
  });

  it('a client that answers pings stays connected', async () => {
    const socket = await established();
    socket.ws.on('message', (data) => {
      if (data.toString().includes('pusher:ping')) socket.send({ event: 'pusher:pong', data: {} });
    });
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(socket.ws.readyState).toBe(1);
    socket.ws.close();
  });

  it('a presence channel takes at most 100 members; the 101st is refused', async () => {
    const sockets = await Promise.all(Array.from({ length: 101 }, () => established()));
    const join = (socket: (typeof sockets)[number], i: number) => {
      const channelData = JSON.stringify({ user_id: `u${i}`, user_info: {} });
      const auth = `${APP.key}:${hmac(APP.secret, `${socket.socketId}:presence-full:${channelData}`)}`;
      socket.send({
        event: 'pusher:subscribe',
        data: { channel: 'presence-full', auth, channel_data: channelData },
      });
    };
    for (let i = 0; i < 100; i++) {
      join(sockets[i]!, i);
      // Generous waits: each join is announced to every member so far (about 5,000 frames in
      // all), and this is about the limit, not about speed.
      await sockets[i]!.next((m) => m.event === 'pusher_internal:subscription_succeeded', 15_000);
    }
    join(sockets[100]!, 100);
    const refused = await sockets[100]!.next(
      (m) => m.event === 'pusher:subscription_error',
      15_000,
    );
    expect(refused.data).toMatchObject({ status: 4100 });
    sockets.forEach((socket) => socket.ws.close());
  });

  it('over capacity: connections beyond the limit are refused with 4100', async () => {
    const small = await startServer({ maxConnections: 1 });
    try {
      const first = await established(small.port);
      const second = await raw(small.port);
      expect((await second.closed).code).toBe(4100);
      first.ws.close();
    } finally {
      await small.close();
    }
  });
});
