import 'server-only';
import { USER_CHANNEL_PREFIX } from '@/lib/realtime/channels';
import { type RealtimeServer, startRealtimeServer } from '@/realtime-server';
import { getEmbeddedServerOptions } from './config';

type Holder = { __fursaRealtimeServer?: Promise<RealtimeServer | null> };
const holder = globalThis as unknown as Holder;

/**
 * Starts the embedded Pusher-protocol server once per process (dev reloads re-run
 * instrumentation: the promise lives on globalThis). A taken port is one log line, not a crash:
 * another instance of the app, or Soketi, may already serve it.
 */
export function startEmbeddedRealtime(env = process.env): Promise<RealtimeServer | null> {
  holder.__fursaRealtimeServer ??= (async () => {
    const options = getEmbeddedServerOptions(env);
    if (!options) return null;
    try {
      const server = await startRealtimeServer({
        apps: [{ id: options.appId, key: options.key, secret: options.secret }],
        port: options.port,
        host: options.host,
        maxConnectionsPerIp: options.maxConnectionsPerIp,
        trustedProxies: options.trustedProxies,
        redisUrl: options.redisUrl,
        redisPrefix: options.redisPrefix,
        activityTimeout: options.activityTimeout,
        // terminate_connections finds a user's sockets by the app's own user channel too.
        userChannelPrefix: USER_CHANNEL_PREFIX,
      });
      const cluster = options.redisUrl ? ', in a cluster through Redis' : '';
      console.info(`[realtime] embedded server on ${options.host}:${server.port}${cluster}`);
      return server;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      console.error(
        code === 'EADDRINUSE'
          ? `[realtime] port ${options.port} is in use; not starting the embedded server (another one may serve it)`
          : `[realtime] embedded server did not start: ${(error as Error).message}`,
      );
      return null;
    }
  })();
  return holder.__fursaRealtimeServer;
}

/** The embedded server of this process, once started; null when it is not running here. */
export async function getEmbeddedRealtime(): Promise<RealtimeServer | null> {
  return (await holder.__fursaRealtimeServer) ?? null;
}

/**
 * Closes the embedded server (the graceful shutdown): it leaves its cluster, and its sockets are
 * closed with 4200, which tells pusher-js to reconnect at once (to another server through the load
 * balancer, or this one when it is back).
 */
export async function stopEmbeddedRealtime(): Promise<void> {
  const server = await getEmbeddedRealtime();
  holder.__fursaRealtimeServer = undefined;
  await server?.close();
}
