import WebSocket from 'ws';
import { afterEach, describe, expect, it } from 'vitest';
import type { RealtimeServer } from '@/realtime-server';
import { addressKey } from '@/realtime-server/client-address';
import { APP, client, startServer, waitFor } from './helpers';

const servers: RealtimeServer[] = [];
const sockets: WebSocket[] = [];
afterEach(async () => {
  sockets.splice(0).forEach((ws) => ws.terminate());
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function serve(options: Parameters<typeof startServer>[0]) {
  const server = await startServer(options);
  servers.push(server);
  return server;
}

/** Opens a socket (from `localAddress`, any 127/8 address on Linux) and waits for the verdict. */
function connect(
  port: number,
  options: { localAddress?: string; forwardedFor?: string } = {},
): Promise<{ ws: WebSocket; accepted: boolean; code?: number }> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/app/${APP.key}?protocol=7`, {
    localAddress: options.localAddress,
    headers: options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {},
  });
  sockets.push(ws);
  return new Promise((resolve) => {
    ws.once('message', (data) => {
      const message = JSON.parse(data.toString()) as { event: string; data: { code?: number } };
      if (message.event === 'pusher:connection_established') resolve({ ws, accepted: true });
      else resolve({ ws, accepted: false, code: message.data.code });
    });
  });
}

describe('connections per client address', () => {
  it('the 51st socket from one address is refused with 4100; other addresses still connect', async () => {
    // The server's default limit (50), not the helpers' raised one.
    const server = await serve({ maxConnectionsPerIp: undefined });
    const first = await Promise.all(Array.from({ length: 50 }, () => connect(server.port)));
    expect(first.every((result) => result.accepted)).toBe(true);
    const over = await connect(server.port);
    expect(over).toMatchObject({ accepted: false, code: 4100 });
    const closed = await new Promise<number>((resolve) => over.ws.once('close', resolve));
    expect(closed).toBe(4100);
    expect((await connect(server.port, { localAddress: '127.0.0.2' })).accepted).toBe(true);
    // Closing one frees its slot.
    first[0]!.ws.close();
    await new Promise((resolve) => first[0]!.ws.once('close', resolve));
    await waitFor<void>((resolve) => {
      const poll = setInterval(() => {
        if (server.connections() === 50) {
          clearInterval(poll);
          resolve();
        }
      }, 10);
    });
    expect((await connect(server.port)).accepted).toBe(true);
  });

  it('pusher-js gets the 4100 error when its address is full', async () => {
    const server = await serve({ maxConnectionsPerIp: 1 });
    await connect(server.port);
    const pusher = client(server.port);
    try {
      // Refused in the handshake: pusher-js wraps the Pusher error in a WebSocketError.
      const error = await waitFor<{ error?: { data?: { code?: number } } }>((resolve) =>
        pusher.connection.bind('error', resolve),
      );
      expect(error.error?.data?.code).toBe(4100);
      expect(pusher.connection.state).not.toBe('connected');
    } finally {
      pusher.disconnect();
    }
  });

  it('X-Forwarded-For is ignored unless the peer is a trusted proxy', async () => {
    const server = await serve({ maxConnectionsPerIp: 1 });
    expect((await connect(server.port, { forwardedFor: '10.0.0.1' })).accepted).toBe(true);
    // A claimed address is no new client: the peer (127.0.0.1) is full.
    expect(await connect(server.port, { forwardedFor: '10.0.0.2' })).toMatchObject({
      accepted: false,
      code: 4100,
    });
  });

  it('behind a trusted proxy: the right-most untrusted hop is the client', async () => {
    const server = await serve({
      maxConnectionsPerIp: 1,
      trustedProxies: ['127.0.0.1', '10.9.0.0/16'],
    });
    const via = (forwardedFor: string) => connect(server.port, { forwardedFor });
    expect((await via('10.0.0.1')).accepted).toBe(true);
    expect((await via('10.0.0.2, 10.9.1.1')).accepted).toBe(true);
    // Whatever a client writes on the left, the hop its proxy appended is what counts.
    expect(await via('10.0.0.3, 10.0.0.1')).toMatchObject({ accepted: false, code: 4100 });
    expect(await via('10.0.0.2')).toMatchObject({ accepted: false, code: 4100 });
    // An untrusted peer's header is not read: 127.0.0.2 is its own client.
    expect(
      (await connect(server.port, { localAddress: '127.0.0.2', forwardedFor: '10.0.0.9' }))
        .accepted,
    ).toBe(true);
    expect(
      await connect(server.port, { localAddress: '127.0.0.2', forwardedFor: '10.0.0.8' }),
    ).toMatchObject({ accepted: false });
  });

  it('a bad trusted proxy entry stops the server from starting', async () => {
    await expect(serve({ trustedProxies: ['proxy.internal'] })).rejects.toThrow(/proxy\.internal/);
  });

  it('counts IPv6 clients per /64', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('192.0.2.7')).toBe('192.0.2.7');
  });
});
