import 'server-only';
import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import Pusher from 'pusher';
import { getRealtimeServerConfig } from './config';

type Holder = { __fursaPusher?: Pusher | null };
const holder = globalThis as unknown as Holder;

/** The `pusher` SDK client for the configured realtime server (embedded, Pusher or Soketi). */
export function getPusher(): Pusher | null {
  if (holder.__fursaPusher !== undefined) return holder.__fursaPusher;
  const config = getRealtimeServerConfig();
  holder.__fursaPusher = config
    ? new Pusher({
        appId: config.appId,
        key: config.key,
        secret: config.secret,
        ...(config.host
          ? { host: config.host, port: String(config.port), useTLS: config.scheme === 'https' }
          : { cluster: config.cluster, useTLS: true }),
        timeout: 3000,
        // Reused connections: a publish is one request, not a TCP handshake plus a request.
        agent:
          config.host && config.scheme === 'http'
            ? new HttpAgent({ keepAlive: true, timeout: 30_000 })
            : new HttpsAgent({ keepAlive: true, timeout: 30_000 }),
      })
    : null;
  return holder.__fursaPusher;
}

/**
 * Publishes an event to one or more channels after the caller's transaction has committed.
 * Never throws: realtime is optional at run time, so a failed publish is logged and the action
 * that caused it still succeeds.
 */
export async function publish(
  channels: string | string[],
  event: string,
  data: unknown,
): Promise<boolean> {
  const pusher = getPusher();
  if (!pusher) return false;
  const list = Array.isArray(channels) ? channels : [channels];
  if (list.length === 0) return true;
  try {
    // The protocol allows at most 100 channels per event.
    for (let i = 0; i < list.length; i += 100) {
      await pusher.trigger(list.slice(i, i + 100), event, data);
    }
    return true;
  } catch (error) {
    console.error('[realtime] publish failed', event, (error as Error).message ?? error);
    return false;
  }
}

/**
 * Closes every realtime connection the user signed in with (the HTTP API's
 * `POST /users/{id}/terminate_connections`), when one of their sessions ends: a socket must not
 * outlive the session that authorized it. The user's other tabs connect again and are authorized
 * afresh (authorize.ts asks for a live session). Never throws: a failure is logged, and the
 * sign-out that caused it still succeeds.
 */
export async function terminateUserConnections(userId: string): Promise<boolean> {
  const pusher = getPusher();
  if (!pusher) return false;
  try {
    await pusher.terminateUserConnections(userId);
    return true;
  } catch (error) {
    console.error('[realtime] terminating connections failed', (error as Error).message ?? error);
    return false;
  }
}
