import type { RealtimeServerOptions } from './index';

/**
 * The environment variables of the realtime server, for `npm run realtime` (main.ts) and, for
 * the cluster's, the app's embedded server (lib/realtime/config.ts): one server or a tier of
 * them reads the same names with the same defaults. Imports nothing: the app's start-up check
 * loads this too.
 */
type Env = Record<string, string | undefined>;

/** The app's development defaults (lib/realtime/config.ts), so `npm run dev` pairs with this. */
const DEV = { appId: 'fursa', key: 'fursa-key', secret: 'fursa-development-realtime-secret' };

export const DEFAULT_REDIS_PREFIX = 'fursa-realtime';

const isWhole = (value: string, min: number, max = Number.MAX_SAFE_INTEGER) =>
  /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max;

/** REALTIME_REDIS_URL, REALTIME_REDIS_PREFIX and REALTIME_ACTIVITY_TIMEOUT, as options. */
export function clusterOptionsFromEnv(
  env: Env,
): Pick<RealtimeServerOptions, 'redisUrl' | 'redisPrefix' | 'activityTimeout'> {
  return {
    ...(env.REALTIME_REDIS_URL ? { redisUrl: env.REALTIME_REDIS_URL } : {}),
    ...(env.REALTIME_REDIS_PREFIX ? { redisPrefix: env.REALTIME_REDIS_PREFIX } : {}),
    ...(env.REALTIME_ACTIVITY_TIMEOUT
      ? { activityTimeout: Number(env.REALTIME_ACTIVITY_TIMEOUT) }
      : {}),
  };
}

/** What is wrong with those three, one sentence each. */
export function clusterProblems(env: Env): string[] {
  const problems: string[] = [];
  const url = env.REALTIME_REDIS_URL;
  if (url) {
    let protocol = '';
    try {
      protocol = new URL(url).protocol;
    } catch {
      // Reported below.
    }
    if (protocol !== 'redis:' && protocol !== 'rediss:')
      problems.push('REALTIME_REDIS_URL must be a redis:// or rediss:// URL.');
  }
  const prefix = env.REALTIME_REDIS_PREFIX;
  if (prefix !== undefined && !/^[\w.:-]{1,64}$/.test(prefix))
    problems.push('REALTIME_REDIS_PREFIX must be 1-64 letters, digits, or . _ : -');
  const timeout = env.REALTIME_ACTIVITY_TIMEOUT;
  if (timeout !== undefined && !isWhole(timeout, 1, 3600))
    problems.push('REALTIME_ACTIVITY_TIMEOUT must be a whole number of seconds (1-3600).');
  return problems;
}

/**
 * The options of a realtime server on its own (`npm run realtime`), or why it must not start:
 * the credentials, port and limits the app's embedded server would use, plus the cluster's.
 */
export function standaloneOptionsFromEnv(
  env: Env,
): { options: RealtimeServerOptions } | { problems: string[] } {
  if (env.REALTIME_DISABLED === 'true') return { problems: ['REALTIME_DISABLED is true.'] };
  const production = env.NODE_ENV === 'production';
  const problems = clusterProblems(env);
  const secret = env.PUSHER_APP_SECRET || (production ? '' : DEV.secret);
  if (!secret) problems.push('PUSHER_APP_SECRET is required in production.');
  if (production && secret === DEV.secret)
    problems.push('PUSHER_APP_SECRET must not be the development default in production.');
  const port = env.PUSHER_PORT ?? '6001';
  if (!isWhole(port, 1, 65535)) problems.push('PUSHER_PORT must be a port number (1-65535).');
  const perIp = env.REALTIME_MAX_CONNECTIONS_PER_IP;
  if (perIp !== undefined && !isWhole(perIp, 1))
    problems.push('REALTIME_MAX_CONNECTIONS_PER_IP must be a whole number above 0.');
  if (problems.length > 0) return { problems };
  const host = env.PUSHER_HOST || '127.0.0.1';
  return {
    options: {
      apps: [
        {
          id: env.PUSHER_APP_ID ?? DEV.appId,
          key: env.PUSHER_APP_KEY ?? DEV.key,
          secret,
        },
      ],
      port: Number(port),
      host: env.REALTIME_BIND_HOST ?? (host === 'localhost' ? '127.0.0.1' : host),
      ...(perIp ? { maxConnectionsPerIp: Number(perIp) } : {}),
      trustedProxies: (env.REALTIME_TRUSTED_PROXIES ?? '').split(/[\s,]+/).filter(Boolean),
      // The app's per-user channel (lib/realtime/channels.ts), for terminate_connections.
      userChannelPrefix: 'private-user-',
      ...clusterOptionsFromEnv(env),
    },
  };
}
