import 'server-only';
import { parseTrustedProxies } from '@/lib/security/trusted-proxies';
import { clusterOptionsFromEnv, clusterProblems } from '@/realtime-server/env';

/**
 * Realtime configuration, in the names the Pusher/Laravel/Soketi world uses. Defaults run the
 * embedded server on 127.0.0.1:6001 in development; production needs PUSHER_APP_SECRET.
 * docs/realtime.md documents every variable.
 */
export type RealtimeServerConfig = {
  appId: string;
  key: string;
  secret: string;
  /** Unset for hosted Pusher (cluster decides the host). */
  host: string | null;
  port: number;
  scheme: 'http' | 'https';
  cluster: string;
};

/** What the browser may know: never the secret. */
export type RealtimePublicConfig = {
  key: string;
  cluster: string;
  host: string | null;
  port: number;
  scheme: 'http' | 'https';
};

const DEV = {
  appId: 'fursa',
  key: 'fursa-key',
  secret: 'fursa-development-realtime-secret',
};

/** null when realtime is switched off (REALTIME_DISABLED=true). */
export function getRealtimeServerConfig(env = process.env): RealtimeServerConfig | null {
  if (env.REALTIME_DISABLED === 'true') return null;
  const secret = env.PUSHER_APP_SECRET ?? (env.NODE_ENV === 'production' ? '' : DEV.secret);
  if (!secret) return null;
  const cluster = env.PUSHER_APP_CLUSTER ?? 'mt1';
  const hosted = !env.PUSHER_HOST && Boolean(env.PUSHER_APP_SECRET) && env.PUSHER_APP_CLUSTER;
  return {
    appId: env.PUSHER_APP_ID ?? DEV.appId,
    key: env.PUSHER_APP_KEY ?? DEV.key,
    secret,
    host: hosted ? null : (env.PUSHER_HOST ?? '127.0.0.1'),
    port: Number(env.PUSHER_PORT ?? (hosted ? 443 : 6001)),
    scheme: (env.PUSHER_SCHEME ?? (hosted ? 'https' : 'http')) === 'https' ? 'https' : 'http',
    cluster,
  };
}

export function getRealtimePublicConfig(env = process.env): RealtimePublicConfig | null {
  const config = getRealtimeServerConfig(env);
  if (!config) return null;
  return {
    key: config.key,
    cluster: config.cluster,
    // The browser reaches the server by its public host (PUSHER_PUBLIC_HOST), e.g. behind a proxy.
    host: env.PUSHER_PUBLIC_HOST ?? (config.host === '127.0.0.1' ? null : config.host),
    port: Number(env.PUSHER_PUBLIC_PORT ?? config.port),
    scheme: config.scheme,
  };
}

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '0.0.0.0', '::1', '::']);

/**
 * Whether this process runs the embedded realtime server: by default yes when realtime is on and
 * PUSHER_HOST is this machine; REALTIME_EMBEDDED=false turns it off (e.g. Soketi on localhost),
 * REALTIME_EMBEDDED=true forces it (e.g. a container reached by its service name).
 */
export type EmbeddedServerOptions = {
  appId: string;
  key: string;
  secret: string;
  port: number;
  host: string;
  /** REALTIME_MAX_CONNECTIONS_PER_IP; unset: the server's default (50). */
  maxConnectionsPerIp?: number;
  /** REALTIME_TRUSTED_PROXIES: proxies whose X-Forwarded-For names the client. Default none. */
  trustedProxies: string[];
  /** REALTIME_REDIS_URL: share channels with the other realtime servers of this Redis. */
  redisUrl?: string;
  /** REALTIME_REDIS_PREFIX: the cluster's keys in that Redis. */
  redisPrefix?: string;
  /** REALTIME_ACTIVITY_TIMEOUT, seconds; unset: the server's default (120). */
  activityTimeout?: number;
};

export function getEmbeddedServerOptions(env = process.env): EmbeddedServerOptions | null {
  const config = getRealtimeServerConfig(env);
  if (!config || !config.host || env.REALTIME_EMBEDDED === 'false') return null;
  if (env.REALTIME_EMBEDDED !== 'true' && !LOCAL_HOSTS.has(config.host)) return null;
  return {
    appId: config.appId,
    key: config.key,
    secret: config.secret,
    port: config.port,
    host: env.REALTIME_BIND_HOST ?? (config.host === 'localhost' ? '127.0.0.1' : config.host),
    ...(env.REALTIME_MAX_CONNECTIONS_PER_IP
      ? { maxConnectionsPerIp: Number(env.REALTIME_MAX_CONNECTIONS_PER_IP) }
      : {}),
    trustedProxies: (env.REALTIME_TRUSTED_PROXIES ?? '').split(/[\s,]+/).filter(Boolean),
    // The same variables as `npm run realtime` (realtime-server/env.ts).
    ...clusterOptionsFromEnv(env),
  };
}

/**
 * What is wrong with the realtime configuration for production, one sentence each; empty when
 * fine. The start-up check refuses to start on any of these (realtime switched off is fine).
 */
export function realtimeConfigProblems(env = process.env): string[] {
  if (env.REALTIME_DISABLED === 'true') return [];
  const problems: string[] = [];
  const production = env.NODE_ENV === 'production';
  if (production && !env.PUSHER_APP_SECRET) {
    problems.push('PUSHER_APP_SECRET is required in production (or set REALTIME_DISABLED=true).');
  }
  if (production && env.PUSHER_APP_SECRET === DEV.secret) {
    problems.push('PUSHER_APP_SECRET must not be the development default in production.');
  }
  for (const name of ['PUSHER_PORT', 'PUSHER_PUBLIC_PORT'] as const) {
    const value = env[name];
    if (
      value !== undefined &&
      !(Number.isInteger(Number(value)) && Number(value) > 0 && Number(value) < 65536)
    ) {
      problems.push(`${name} must be a port number (1-65535).`);
    }
  }
  if (env.PUSHER_SCHEME !== undefined && !['http', 'https'].includes(env.PUSHER_SCHEME)) {
    problems.push('PUSHER_SCHEME must be http or https.');
  }
  const perIp = env.REALTIME_MAX_CONNECTIONS_PER_IP;
  if (perIp !== undefined && !(Number.isInteger(Number(perIp)) && Number(perIp) > 0)) {
    problems.push('REALTIME_MAX_CONNECTIONS_PER_IP must be a whole number above 0.');
  }
  const proxies = env.REALTIME_TRUSTED_PROXIES;
  if (proxies?.trim()) {
    let kind: string;
    try {
      kind = parseTrustedProxies(proxies).kind;
    } catch {
      kind = 'invalid';
    }
    // Addresses and ranges only: a hop count would believe whoever connects directly.
    if (kind !== 'list') {
      problems.push('REALTIME_TRUSTED_PROXIES must list IP addresses or CIDR ranges.');
    }
  }
  problems.push(...clusterProblems(env));
  return problems;
}
