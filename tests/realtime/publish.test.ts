import { createServer } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startRealtimeServer } from '@/realtime-server';
import { client, connected, subscribed, waitFor } from './helpers';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as { port: number }).port;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  delete (globalThis as { __fursaPusher?: unknown }).__fursaPusher;
  vi.restoreAllMocks();
});

async function freshPublish(port: number) {
  Object.assign(process.env, {
    PUSHER_APP_ID: 'test-app',
    PUSHER_APP_KEY: 'test-key',
    PUSHER_APP_SECRET: 'test-secret-0123456789',
    PUSHER_HOST: '127.0.0.1',
    PUSHER_PORT: String(port),
  });
  delete (globalThis as { __fursaPusher?: unknown }).__fursaPusher;
  return (await import('@/lib/realtime/publish')).publish;
}

describe('publish()', () => {
  it('with the realtime server down, resolves false quickly, logs and never throws', async () => {
    const publish = await freshPublish(await freePort());
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const started = Date.now();
    await expect(publish('private-user-x', 'e', { a: 1 })).resolves.toBe(false);
    expect(Date.now() - started).toBeLessThan(3500);
    expect(logged).toHaveBeenCalledOnce();
  });

  it('with the server up, delivers to every subscriber, over 100 channels too', async () => {
    const port = await freePort();
    const server = await startRealtimeServer({
      apps: [{ id: 'test-app', key: 'test-key', secret: 'test-secret-0123456789' }],
      port,
      host: '127.0.0.1',
    });
    try {
      const publish = await freshPublish(port);
      const [one, other] = [client(port), client(port)];
      await Promise.all([connected(one), connected(other)]);
      const [first, second] = await Promise.all([
        subscribed(one, 'private-p'),
        subscribed(other, 'private-p'),
      ]);
      const got = Promise.all([
        waitFor<unknown>((resolve) => first.bind('e', resolve)),
        waitFor<unknown>((resolve) => second.bind('e', resolve)),
      ]);
      // 150 channels: publish splits them into calls of at most 100.
      const channels = ['private-p', ...Array.from({ length: 149 }, (_, i) => `private-q${i}`)];
      await expect(publish(channels, 'e', { b: 2 })).resolves.toBe(true);
      // Every subscriber gets it: no connection is left out.
      expect(await got).toEqual([{ b: 2 }, { b: 2 }]);
      one.disconnect();
      other.disconnect();
    } finally {
      await server.close();
    }
  });
});
