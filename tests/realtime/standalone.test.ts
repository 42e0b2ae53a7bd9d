import { spawnSync } from 'node:child_process';
import { createClient } from 'redis';
import { afterAll, describe, expect, it } from 'vitest';
import { USER_CHANNEL_PREFIX } from '@/lib/realtime/channels';
import {
  getEmbeddedServerOptions,
  getRealtimeServerConfig,
  realtimeConfigProblems,
} from '@/lib/realtime/config';
import { standaloneOptionsFromEnv } from '@/realtime-server/env';
import { dropKeys, REDIS, runPrefix, spawnServer, startClusterServer } from './cluster-helpers';
import { client, subscribed, waitFor } from './helpers';

/**
 * `npm run realtime`: the same server on its own, read from the app's variables. The app then
 * runs with REALTIME_EMBEDDED=false; hosted Pusher still needs no server at all.
 */
const env = (extra: Record<string, string> = {}) =>
  ({ NODE_ENV: 'development', ...extra }) as NodeJS.ProcessEnv;
const optionsOf = (extra: Record<string, string> = {}) => {
  const parsed = standaloneOptionsFromEnv(env(extra));
  if (!('options' in parsed)) throw new Error(parsed.problems.join(' '));
  return parsed.options;
};
const problemsOf = (extra: Record<string, string>) => {
  const parsed = standaloneOptionsFromEnv(env(extra));
  return 'problems' in parsed ? parsed.problems : [];
};

describe('the realtime tier`s configuration', () => {
  it('reads the app`s variables with the app`s defaults', () => {
    for (const extra of [
      {} as Record<string, string>,
      {
        PUSHER_APP_ID: 'id',
        PUSHER_APP_KEY: 'key',
        PUSHER_APP_SECRET: 'secret',
        PUSHER_PORT: '6100',
        REALTIME_BIND_HOST: '0.0.0.0',
        REALTIME_MAX_CONNECTIONS_PER_IP: '80',
        REALTIME_TRUSTED_PROXIES: '10.0.0.0/8, ::1',
        REALTIME_REDIS_URL: 'redis://redis.internal:6379/2',
        REALTIME_REDIS_PREFIX: 'fursa-prod',
        REALTIME_ACTIVITY_TIMEOUT: '60',
      },
    ]) {
      const embedded = getEmbeddedServerOptions(env(extra));
      const own = optionsOf(extra);
      expect(own.apps).toEqual([
        { id: embedded?.appId, key: embedded?.key, secret: embedded?.secret },
      ]);
      const shared = (options: Partial<typeof own> | null) =>
        JSON.parse(
          JSON.stringify({
            port: options?.port,
            host: options?.host,
            trustedProxies: options?.trustedProxies,
            maxConnectionsPerIp: options?.maxConnectionsPerIp,
            redisUrl: options?.redisUrl,
            redisPrefix: options?.redisPrefix,
            activityTimeout: options?.activityTimeout,
          }),
        ) as object;
      expect(shared(own)).toEqual(shared(embedded));
      expect(own.userChannelPrefix).toBe(USER_CHANNEL_PREFIX);
    }
    // The tier named by its own host: it listens there (or where REALTIME_BIND_HOST says).
    expect(optionsOf({ PUSHER_HOST: 'realtime.internal' }).host).toBe('realtime.internal');
    expect(optionsOf({ PUSHER_HOST: 'localhost' }).host).toBe('127.0.0.1');
    expect(optionsOf()).not.toHaveProperty('redisUrl');
  });

  it('refuses what the app`s start-up check refuses, one sentence each', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toHaveLength(1);
    expect(
      problemsOf({
        NODE_ENV: 'production',
        PUSHER_APP_SECRET: 'fursa-development-realtime-secret',
      }),
    ).toHaveLength(1);
    expect(problemsOf({ NODE_ENV: 'production', PUSHER_APP_SECRET: 'a-real-secret' })).toEqual([]);
    expect(problemsOf({ PUSHER_PORT: '70000' })).toHaveLength(1);
    expect(problemsOf({ REALTIME_MAX_CONNECTIONS_PER_IP: '0' })).toHaveLength(1);
    expect(problemsOf({ REALTIME_DISABLED: 'true' })).toHaveLength(1);
    for (const [name, bad] of [
      ['REALTIME_REDIS_URL', 'http://redis.internal'],
      ['REALTIME_REDIS_URL', 'not a url'],
      ['REALTIME_REDIS_PREFIX', 'has space'],
      ['REALTIME_ACTIVITY_TIMEOUT', '0'],
      ['REALTIME_ACTIVITY_TIMEOUT', '1.5'],
    ] as const) {
      expect(problemsOf({ [name]: bad })).toHaveLength(1);
      // The app's start-up check says the same about its embedded server.
      expect(realtimeConfigProblems(env({ [name]: bad }))).toHaveLength(1);
    }
    expect(realtimeConfigProblems(env({ REALTIME_REDIS_URL: 'rediss://r:6380/1' }))).toEqual([]);
  });

  it('the app beside a realtime tier, and hosted Pusher, start no server of their own', () => {
    expect(getEmbeddedServerOptions(env({ REALTIME_EMBEDDED: 'false' }))).toBeNull();
    const hosted = env({
      PUSHER_APP_SECRET: 'secret!',
      PUSHER_APP_CLUSTER: 'eu',
      REALTIME_REDIS_URL: 'redis://127.0.0.1:6379',
    });
    expect(getEmbeddedServerOptions(hosted)).toBeNull();
    expect(getRealtimeServerConfig(hosted)).toMatchObject({ host: null, cluster: 'eu' });
  });
});

describe('npm run realtime', () => {
  const prefix = runPrefix('standalone');
  afterAll(() => dropKeys(prefix));

  it('refuses to start on a bad configuration, in one line, exit code 1', () => {
    const run = spawnSync(process.execPath, ['realtime-server/bin/realtime.mjs'], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production' },
      encoding: 'utf8',
      timeout: 10_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      '[realtime] refusing to start: PUSHER_APP_SECRET is required in production.',
    ]);
  });

  it(
    'on SIGTERM it leaves the cluster at once: its members go, its keys go',
    { timeout: 20_000 },
    async () => {
      const watcherServer = await startClusterServer(prefix);
      const tier = await spawnServer(prefix);
      const gina = client(tier.port, { user_id: 'gina', user_info: { name: 'gina' } });
      const watcher = client(watcherServer.port, { user_id: 'hal', user_info: { name: 'hal' } });
      try {
        await subscribed(gina, 'presence-stop');
        const chan = await subscribed(watcher, 'presence-stop');
        const removed = waitFor<{ id: string }>(
          (done) => chan.bind('pusher:member_removed', done),
          // Well within the activity timeout: not found dead, it said goodbye.
          500,
        );
        const stoppedAt = Date.now();
        expect(await tier.stop()).toBe(0);
        expect((await removed).id).toBe('gina');
        expect(Date.now() - stoppedAt).toBeLessThan(1500);
        const redis = createClient({ url: REDIS });
        await redis.connect();
        const servers = await redis.zCard(`${prefix}:servers`);
        const owners = new Set<string>();
        for await (const keys of redis.scanIterator({ MATCH: `${prefix}:server:*`, COUNT: 100 }))
          for (const key of keys) owners.add(key.slice(`${prefix}:server:`.length).split(':')[0]!);
        redis.destroy();
        // Only the watcher's server is left, registered and with keys.
        expect(servers).toBe(1);
        expect(owners.size).toBe(1);
      } finally {
        gina.disconnect();
        watcher.disconnect();
        await watcherServer.close();
      }
    },
  );
});
