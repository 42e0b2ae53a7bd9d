import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RealtimeServer } from '@/realtime-server';
import { terminateUserConnections } from '@/lib/realtime/publish';
import { APP, raw, sdk, startServer } from './helpers';

const saved = { ...process.env };
let server: RealtimeServer;
const useServer = (port: number) => {
  Object.assign(process.env, {
    PUSHER_APP_ID: APP.id,
    PUSHER_APP_KEY: APP.key,
    PUSHER_APP_SECRET: APP.secret,
    PUSHER_HOST: '127.0.0.1',
    PUSHER_PORT: String(port),
  });
  delete (globalThis as { __fursaPusher?: unknown }).__fursaPusher;
};
beforeAll(async () => {
  server = await startServer();
});
afterEach(() => {
  process.env = { ...saved };
  delete (globalThis as { __fursaPusher?: unknown }).__fursaPusher;
  vi.restoreAllMocks();
});
afterAll(() => server.close());

describe('terminateUserConnections()', () => {
  it('closes the user`s sockets through the configured realtime server', async () => {
    useServer(server.port);
    const userId = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
    const socket = await raw(server.port);
    const hello = await socket.next((m) => m.event === 'pusher:connection_established');
    const socketId = (hello.data as { socket_id: string }).socket_id;
    const channel = `private-user-${userId}`;
    socket.send({
      event: 'pusher:subscribe',
      data: { channel, ...sdk(server.port).authorizeChannel(socketId, channel) },
    });
    await socket.next((m) => m.event === 'pusher_internal:subscription_succeeded');
    await expect(terminateUserConnections(userId)).resolves.toBe(true);
    expect((await socket.closed).code).toBe(4200);
  });

  it('with realtime down or off: false, logged, never a throw', async () => {
    const down = await startServer();
    const port = down.port;
    await down.close();
    useServer(port);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(terminateUserConnections('someone')).resolves.toBe(false);
    expect(logged).toHaveBeenCalledOnce();
    process.env.REALTIME_DISABLED = 'true';
    delete (globalThis as { __fursaPusher?: unknown }).__fursaPusher;
    await expect(terminateUserConnections('someone')).resolves.toBe(false);
  });
});
