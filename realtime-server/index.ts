import { randomInt } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { WebSocketServer } from 'ws';
import { addressKey, clientAddressOf } from './client-address';
import { Cluster } from './cluster';
import { DEFAULT_REDIS_PREFIX } from './env';
import { type App, handleFrame, type Session } from './connection';
import { handleHttp } from './http-api';
import { Hub } from './hub';
import { CLOSE, errorFrame, frame, LIMITS } from './protocol';

export type { App } from './connection';

export type RealtimeServerOptions = {
  apps: App[];
  port: number;
  host?: string;
  /** Seconds of silence before the server pings a client (sent to clients as activity_timeout). */
  activityTimeout?: number;
  /** Milliseconds a pinged client has to answer before it is closed with 4201. */
  pongTimeout?: number;
  maxConnections?: number;
  /** Open sockets per client address (IPv6: per /64); the next one is refused with 4100. */
  maxConnectionsPerIp?: number;
  /**
   * Addresses or CIDR ranges of the reverse proxies in front of this server. Only a connection
   * from one of them has its X-Forwarded-For read (right-most untrusted hop). Default: none.
   */
  trustedProxies?: readonly string[];
  /**
   * The app's per-user private channel prefix: a socket subscribed to `{prefix}{userId}` is that
   * user's, for terminate_connections (with signed-in and presence sockets).
   */
  userChannelPrefix?: string;
  /**
   * Redis shared by several servers of the same apps: events, presence, channel queries and
   * terminate_connections then hold for all of them (cluster.ts). Unset: one server, in memory.
   */
  redisUrl?: string;
  /** Prefix of the cluster's Redis keys and pub/sub channel (default `fursa-realtime`). */
  redisPrefix?: string;
};

export type RealtimeServer = {
  port: number;
  connections: () => number;
  close: () => Promise<void>;
};

/**
 * A Pusher Channels protocol 7 server on `ws`: WebSocket at /app/{key}, the signed HTTP API at
 * /apps/{id}/... on the same port. State in memory; with `redisUrl`, several such servers share
 * it through Redis (docs/realtime.md).
 */
export async function startRealtimeServer(options: RealtimeServerOptions): Promise<RealtimeServer> {
  const activityTimeout = options.activityTimeout ?? 120;
  const pongTimeout = options.pongTimeout ?? 30_000;
  const maxConnections = options.maxConnections ?? 20_000;
  const maxPerAddress = options.maxConnectionsPerIp ?? LIMITS.connectionsPerAddress;
  // Throws on a bad trusted proxy: the returned promise rejects.
  const clientAddress = clientAddressOf(options.trustedProxies ?? []);
  const perAddress = new Map<string, number>();
  const hubs = new Map<string, Hub>();
  const cluster = options.redisUrl
    ? new Cluster(
        {
          url: options.redisUrl,
          prefix: options.redisPrefix ?? DEFAULT_REDIS_PREFIX,
          timeoutMs: activityTimeout * 1000,
        },
        (id) => hubs.get(id),
      )
    : null;
  for (const app of options.apps)
    hubs.set(app.id, new Hub(options.userChannelPrefix ?? 'private-user-', cluster?.link(app.id)));
  const hubOf = (app: App) => hubs.get(app.id) as Hub;
  const sessions = new Set<Session>();

  const http: Server = createServer((req, res) => handleHttp(options.apps, hubOf, req, res));
  // Publishers keep their connections open (the app's agent idles out at 30 s): outlive that.
  http.keepAliveTimeout = 60_000;
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: LIMITS.frameBytes,
    perMessageDeflate: false,
  });

  http.on('upgrade', (req, socket, head) => {
    socket.on('error', () => undefined);
    wss.handleUpgrade(req, socket, head, (ws) => {
      ws.on('error', () => undefined);
      const url = new URL(req.url ?? '/', 'http://localhost');
      const key = /^\/app\/([^/]+)$/.exec(url.pathname)?.[1];
      const app = options.apps.find((candidate) => candidate.key === key);
      const refuse = (code: number, message: string) => {
        ws.send(errorFrame(code, message));
        ws.close(code, message);
      };
      if (!app) return refuse(CLOSE.appDoesNotExist, 'App key not in this cluster');
      const protocol = Number(url.searchParams.get('protocol') ?? 7);
      if (protocol < 5 || protocol > 7)
        return refuse(CLOSE.unsupportedProtocol, 'Unsupported protocol version');
      if (sessions.size >= maxConnections) return refuse(CLOSE.overCapacity, 'Over capacity');
      // One client must not fill the server: 4100 makes pusher-js back off and retry, so a
      // browser that closes a tab gets its slot back.
      const address = addressKey(clientAddress(req));
      const open = perAddress.get(address) ?? 0;
      if (open >= maxPerAddress)
        return refuse(CLOSE.overCapacity, 'Over capacity: too many connections from this address');
      perAddress.set(address, open + 1);
      const now = Date.now();
      const session: Session = {
        socketId: `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`,
        ws,
        app,
        channels: new Set(),
        presence: new Map(),
        lastSeen: now,
        pingSentAt: null,
        frames: { windowStart: now, count: 0 },
        clientEvents: { windowStart: now, count: 0 },
      };
      sessions.add(session);
      ws.on('message', (raw, isBinary) => {
        try {
          handleFrame(session, hubOf(app), raw, isBinary);
        } catch (error) {
          // A bug in one frame's handling must not take the server down with it.
          console.error('[realtime] frame error', error);
        }
      });
      ws.on('close', () => {
        sessions.delete(session);
        hubOf(app).forget(session);
        const left = (perAddress.get(address) ?? 1) - 1;
        if (left > 0) perAddress.set(address, left);
        else perAddress.delete(address);
      });
      ws.send(
        frame('pusher:connection_established', {
          socket_id: session.socketId,
          activity_timeout: activityTimeout,
        }),
      );
    });
  });

  // Liveness: ping a client that has been silent for the activity timeout; close it with 4201
  // when it has not answered within the pong timeout. Others are unaffected.
  const sweepEvery = Math.min(5_000, Math.max(250, pongTimeout / 2));
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const session of sessions) {
      if (session.pingSentAt !== null) {
        if (now - session.pingSentAt > pongTimeout)
          session.ws.close(CLOSE.pongNotReceived, 'Pong reply not received');
      } else if (now - session.lastSeen > activityTimeout * 1000) {
        session.pingSentAt = now;
        if (session.ws.readyState === 1) session.ws.send(frame('pusher:ping', {}));
      }
    }
  }, sweepEvery);
  sweep.unref();

  try {
    await new Promise<void>((resolve, reject) => {
      http.once('error', reject);
      http.listen(options.port, options.host, () => {
        http.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    clearInterval(sweep);
    throw error;
  }
  http.on('error', (error) => console.error('[realtime] server error', error.message));
  // Joined (or, Redis away, alone: it joins when Redis answers) before anyone is told it runs.
  await cluster?.start();
  const address = http.address();
  return {
    port: typeof address === 'object' && address ? address.port : options.port,
    connections: () => sessions.size,
    close: async () => {
      clearInterval(sweep);
      // Its members leave the cluster's presence now, not when the others miss its heartbeat.
      await cluster?.stop();
      await new Promise<void>((done) => {
        // 4200: clients reconnect at once (to this server when it is back, or another one).
        for (const session of sessions)
          session.ws.close(CLOSE.shuttingDown, 'Server shutting down');
        wss.close();
        http.close(() => done());
        http.closeAllConnections();
      });
    },
  };
}
