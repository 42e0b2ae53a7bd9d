import { createServer } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEmbeddedRealtime } from '@/lib/realtime/embedded';
import { raw, sdk } from './helpers';

type Holder = { __fursaRealtimeServer?: Promise<{ close: () => Promise<void> } | null> };
const holder = globalThis as unknown as Holder;

async function busyPort() {
  const blocker = createServer();
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
  return { blocker, port: (blocker.address() as { port: number }).port };
}

afterEach(async () => {
  await (await holder.__fursaRealtimeServer)?.close();
  delete holder.__fursaRealtimeServer;
  vi.restoreAllMocks();
});

describe('embedded realtime server start-up', () => {
  it('a taken port is one log line and no crash', async () => {
    const { blocker, port } = await busyPort();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(
      startEmbeddedRealtime({
        NODE_ENV: 'development',
        PUSHER_PORT: String(port),
      } as NodeJS.ProcessEnv),
    ).resolves.toBeNull();
    expect(logged).toHaveBeenCalledOnce();
    expect(String(logged.mock.calls[0]?.[0])).toContain(`port ${port} is in use`);
    blocker.close();
  });

  it('starts once per process, however often instrumentation runs', async () => {
    const { blocker, port } = await busyPort();
    blocker.close();
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const env = { NODE_ENV: 'development', PUSHER_PORT: String(port) } as NodeJS.ProcessEnv;
    const first = await startEmbeddedRealtime(env);
    const second = await startEmbeddedRealtime(env);
    expect(first).not.toBeNull();
    expect(second).toBe(first);
    const response = await fetch(`http://127.0.0.1:${port}/health`);
    expect(response.status).toBe(200);
  });

  it('does not start when realtime is off or served elsewhere', async () => {
    await expect(
      startEmbeddedRealtime({
        NODE_ENV: 'development',
        REALTIME_DISABLED: 'true',
      } as NodeJS.ProcessEnv),
    ).resolves.toBeNull();
    delete holder.__fursaRealtimeServer;
    await expect(
      startEmbeddedRealtime({
        NODE_ENV: 'development',
        PUSHER_HOST: 'soketi.internal',
      } as NodeJS.ProcessEnv),
    ).resolves.toBeNull();
  });

  it('applies REALTIME_MAX_CONNECTIONS_PER_IP and closes a user`s sockets on terminate', async () => {
    const { blocker, port } = await busyPort();
    blocker.close();
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const env = {
      NODE_ENV: 'development',
      PUSHER_PORT: String(port),
      PUSHER_APP_ID: 'test-app',
      PUSHER_APP_KEY: 'test-key',
      PUSHER_APP_SECRET: 'test-secret-0123456789',
      REALTIME_MAX_CONNECTIONS_PER_IP: '1',
    } as NodeJS.ProcessEnv;
    expect(await startEmbeddedRealtime(env)).not.toBeNull();
    const first = await raw(port);
    const hello = await first.next((m) => m.event === 'pusher:connection_established');
    expect((await (await raw(port)).closed).code).toBe(4100);
    const socketId = (hello.data as { socket_id: string }).socket_id;
    const channel = 'private-user-0b0c51a4-8d0e-4f55-9a1e-7c2b3a4d5e6f';
    first.send({
      event: 'pusher:subscribe',
      data: { channel, ...sdk(port).authorizeChannel(socketId, channel) },
    });
    await first.next((m) => m.event === 'pusher_internal:subscription_succeeded');
    await sdk(port).terminateUserConnections('0b0c51a4-8d0e-4f55-9a1e-7c2b3a4d5e6f');
    expect((await first.closed).code).toBe(4200);
  });
});
