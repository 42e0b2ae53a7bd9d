import PusherServer from 'pusher';
import PusherClient, { type Options } from 'pusher-js';
import WebSocket from 'ws';
import { type RealtimeServer, startRealtimeServer } from '@/realtime-server';

export const APP = { id: 'test-app', key: 'test-key', secret: 'test-secret-0123456789' };

export async function startServer(
  extra: {
    activityTimeout?: number;
    pongTimeout?: number;
    maxConnections?: number;
    maxConnectionsPerIp?: number;
    trustedProxies?: string[];
    port?: number;
  } = {},
): Promise<RealtimeServer> {
  return startRealtimeServer({
    apps: [APP],
    port: extra.port ?? 0,
    host: '127.0.0.1',
    // Every test client comes from 127.0.0.1: the per-address limit has its own tests.
    maxConnectionsPerIp: 1000,
    ...extra,
  });
}

export function sdk(port: number, secret = APP.secret): PusherServer {
  return new PusherServer({
    appId: APP.id,
    key: APP.key,
    secret,
    host: '127.0.0.1',
    port: String(port),
    useTLS: false,
    timeout: 2000,
  });
}

type Member = { user_id: string; user_info: { name: string } };

/** The real pusher-js (Node build) pointed at the test server; auth signed by the real SDK. */
export function client(
  port: number,
  member?: Member,
  options: Partial<Options> = {},
): PusherClient {
  const signer = sdk(port);
  return new PusherClient(APP.key, {
    cluster: 'mt1',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      endpoint: 'unused',
      transport: 'ajax',
      customHandler: ({ socketId, channelName }, callback) =>
        callback(
          null,
          channelName.startsWith('presence-')
            ? signer.authorizeChannel(socketId, channelName, member)
            : signer.authorizeChannel(socketId, channelName),
        ),
    },
    ...options,
  });
}

export function waitFor<T>(register: (resolve: (value: T) => void) => void, ms = 3000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), ms);
    register((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

export function connected(pusher: PusherClient): Promise<void> {
  if (pusher.connection.state === 'connected') return Promise.resolve();
  return waitFor((resolve) => pusher.connection.bind('connected', () => resolve(undefined)));
}

export function subscribed(pusher: PusherClient, name: string) {
  const channel = pusher.subscribe(name);
  return waitFor<typeof channel>((resolve) => {
    channel.bind('pusher:subscription_succeeded', () => resolve(channel));
  });
}

/** A raw WebSocket, for frames pusher-js would never send. Resolves with the first message. */
export async function raw(port: number, path = `/app/${APP.key}?protocol=7`) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`);
  const messages: Array<{ event: string; data?: unknown; channel?: string }> = [];
  const waiters: Array<() => void> = [];
  ws.on('message', (data) => {
    const message = JSON.parse(data.toString()) as { event: string; data?: unknown };
    if (typeof message.data === 'string') {
      try {
        message.data = JSON.parse(message.data);
      } catch {
        // Plain string data stays as it is.
      }
    }
    messages.push(message);
    waiters.splice(0).forEach((wake) => wake());
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const next = async (
    predicate: (m: (typeof messages)[number]) => boolean = () => true,
    ms = 3000,
  ) => {
    const deadline = Date.now() + ms;
    for (;;) {
      const index = messages.findIndex(predicate);
      if (index >= 0) return messages.splice(index, 1)[0]!;
      if (Date.now() > deadline) throw new Error('no matching message');
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  };
  const send = (value: unknown) =>
    ws.send(typeof value === 'string' ? value : JSON.stringify(value));
  return { ws, messages, next, send, closed };
}
