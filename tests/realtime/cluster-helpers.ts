import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { createClient } from 'redis';
import type PusherClient from 'pusher-js';
import { type RealtimeServer, startRealtimeServer } from '@/realtime-server';
import { APP, waitFor } from './helpers';

export const REDIS = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Keys of this run only: runs and files never see each other's cluster. */
export function runPrefix(name: string): string {
  return `fursa-realtime-test:${name}:${process.pid}:${randomBytes(4).toString('hex')}`;
}

/** Seconds: short, so that a dead server is noticed within it in a test's time. */
export const ACTIVITY_TIMEOUT = 2;

export function startClusterServer(prefix: string, redisUrl = REDIS): Promise<RealtimeServer> {
  return startRealtimeServer({
    apps: [APP],
    port: 0,
    host: '127.0.0.1',
    maxConnectionsPerIp: 1000,
    activityTimeout: ACTIVITY_TIMEOUT,
    redisUrl,
    redisPrefix: prefix,
  });
}

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as { port: number }).port;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Removes every key of the run. */
export async function dropKeys(prefix: string): Promise<void> {
  const redis = createClient({ url: REDIS });
  await redis.connect();
  for await (const keys of redis.scanIterator({ MATCH: `${prefix}:*`, COUNT: 500 })) {
    if (keys.length) await redis.del(keys);
  }
  await redis.destroy();
}

/**
 * `npm run realtime` in a child process (the same entry point), in the run's cluster. Resolves
 * once it says it listens; `kill()` ends it with SIGKILL: no cleanup, as in a crash; `stop()`
 * with SIGTERM, as an orchestrator does, and resolves with its exit code.
 */
export async function spawnServer(
  prefix: string,
): Promise<{ port: number; kill: () => void; stop: () => Promise<number | null> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['realtime-server/bin/realtime.mjs'], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PUSHER_APP_ID: APP.id,
      PUSHER_APP_KEY: APP.key,
      PUSHER_APP_SECRET: APP.secret,
      PUSHER_PORT: String(port),
      REALTIME_MAX_CONNECTIONS_PER_IP: '1000',
      REALTIME_ACTIVITY_TIMEOUT: String(ACTIVITY_TIMEOUT),
      REALTIME_REDIS_URL: REDIS,
      REALTIME_REDIS_PREFIX: prefix,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await waitFor<void>((resolve) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('[realtime] server on')) resolve();
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
  }, 10_000).catch((error: Error) => {
    child.kill('SIGKILL');
    throw new Error(`${error.message}: ${output}`);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return {
    port,
    kill: () => child.kill('SIGKILL'),
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/** A TCP relay to Redis that a test can cut and restore, as a network outage would. */
export async function redisRelay(): Promise<{
  url: string;
  cut: () => Promise<void>;
  restore: () => Promise<void>;
}> {
  const target = new URL(REDIS);
  const sockets = new Set<Socket>();
  let server: Server;
  const listen = (port: number) =>
    new Promise<number>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 6379), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('error', () => undefined);
          socket.on('close', () => {
            sockets.delete(socket);
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
    });
  const port = await listen(0);
  return {
    url: `redis://127.0.0.1:${port}${target.pathname}`,
    cut: async () => {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    restore: async () => {
      await listen(port);
    },
  };
}

/** Everything a pusher-js channel hears of one event, to count it. */
export function record<T>(channel: ReturnType<PusherClient['subscribe']>, event: string): T[] {
  const seen: T[] = [];
  channel.bind(event, (data: T) => seen.push(data));
  return seen;
}

/** Polls until `check` holds (a cluster's view settles over pub/sub, not at once). */
export async function until(check: () => boolean | Promise<boolean>, ms = 3000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
