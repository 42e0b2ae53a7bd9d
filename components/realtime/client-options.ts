import type { Options } from 'pusher-js';
import { REALTIME } from '@/lib/constants';

/** What GET /api/realtime/config returns (RealtimePublicConfig on the server). */
export type PublicRealtimeConfig = {
  key: string;
  cluster: string;
  host: string | null;
  port: number;
  scheme: 'http' | 'https';
};

const LOCAL = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * pusher-js options: exactly SPEC 9's over https; on a plain-http localhost page (development,
 * tests) the local server is reached without TLS, as pusher-js refuses ws:// with forceTLS.
 */
export function clientOptions(
  config: PublicRealtimeConfig,
  page: { protocol: string; hostname: string },
): Options {
  const base = {
    cluster: config.cluster,
    activityTimeout: REALTIME.activityTimeout,
    pongTimeout: REALTIME.pongTimeout,
    unavailableTimeout: REALTIME.unavailableTimeout,
    channelAuthorization: { endpoint: '/api/realtime/auth', transport: 'ajax' as const },
    // signin() ties the socket to its user, so ending a session can close the user's sockets
    // (terminate_connections) on hosted Pusher as on the embedded server.
    userAuthentication: { endpoint: '/api/realtime/auth', transport: 'ajax' as const },
  };
  if (page.protocol === 'http:' && LOCAL.has(page.hostname)) {
    return {
      ...base,
      forceTLS: false,
      wsHost: config.host ?? page.hostname,
      wsPort: config.port,
      enabledTransports: ['ws'],
      disableStats: true,
    };
  }
  return {
    ...base,
    forceTLS: REALTIME.forceTLS,
    // `encrypted` is SPEC 9's legacy alias of forceTLS; pusher-js 8 still reads it.
    ...({ encrypted: REALTIME.encrypted } as object),
    // A self-hosted server (embedded or Soketi) behind TLS; hosted Pusher needs only the cluster.
    ...(config.host
      ? { wsHost: config.host, wssPort: config.port, enabledTransports: ['ws', 'wss'] }
      : {}),
  } as Options;
}
