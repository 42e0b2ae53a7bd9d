import { randomBytes } from 'node:crypto';
import type { RedisClientType } from 'redis';
import type { ClusterLink } from './cluster-link';
import { type BusMessage, ClusterStore } from './cluster-store';
import type { Hub } from './hub';
import { CLOSE } from './protocol';

type ClusterOptions = {
  /** redis:// or rediss:// URL of the one Redis the servers share. */
  url: string;
  /** Key and pub/sub prefix: servers with the same Redis and prefix are one cluster. */
  prefix: string;
  /** The activity timeout (ms): a server silent for half of it is dead. */
  timeoutMs: number;
};

type Side = 'command' | 'subscriber';

/**
 * Several servers, one app: events published to any server reach sockets on all of them
 * (pub/sub), presence and the HTTP API's channel queries are cluster-wide (Redis hashes per
 * channel, one entry per server and user), and a server that stops beating for half the activity
 * timeout is dead: the next heartbeat of any other server (every quarter of it) takes its
 * members out of presence. Redis away: every server carries on with its own sockets, logs once,
 * reconnects, and writes its state again when Redis is back.
 */
export class Cluster {
  /** Fixed length, no colon: presence fields are "{id}:{userId}". */
  readonly id = randomBytes(8).toString('hex');
  private readonly options: ClusterOptions;
  private readonly hubOf: (appId: string) => Hub | undefined;
  /** Apps with a link: whose state a sync writes again. */
  private readonly apps = new Set<string>();
  private command?: RedisClientType;
  private subscriber?: RedisClientType;
  private store?: ClusterStore;
  private beat?: NodeJS.Timeout;
  private stopped = false;
  /** Which connections are down: the outage is logged when the first goes, over when none is. */
  private readonly down = new Set<Side>();
  private listening: Promise<void> | null = null;
  private syncing: Promise<void> | null = null;
  private syncAgain = false;

  constructor(options: ClusterOptions, hubOf: (appId: string) => Hub | undefined) {
    this.options = options;
    this.hubOf = hubOf;
  }

  /**
   * Connects in the background. Resolves once this server is in the cluster, or at the first
   * failure to reach Redis (the server then starts alone and joins when Redis answers).
   */
  async start(): Promise<void> {
    const { createClient } = await import('redis');
    const options = {
      url: this.options.url,
      // Commands fail at once while Redis is away: nothing queues up behind an outage.
      disableOfflineQueue: true,
      socket: {
        connectTimeout: 3000,
        // Forever, at most 2 s apart: a realtime server outlives its Redis.
        reconnectStrategy: (retries: number) =>
          Math.min(2 ** retries * 50, 2000) + Math.floor(Math.random() * 100),
      },
    };
    const command = createClient(options) as RedisClientType;
    const subscriber = createClient(options) as RedisClientType;
    this.command = command;
    this.subscriber = subscriber;
    const deadAfterMs = Math.max(100, Math.floor(this.options.timeoutMs / 2));
    this.store = new ClusterStore(command, this.id, this.options.prefix, deadAfterMs);
    // Joined: state written and the bus heard. Or the first failure: start alone.
    const first = new Promise<void>((resolve) => {
      let waiting = 2;
      const one = () => --waiting === 0 && resolve();
      for (const client of [command, subscriber]) client.once('error', () => resolve());
      command.once('ready', () => void this.sync().finally(one));
      subscriber.once('ready', () => void this.listen().finally(one));
    });
    command.on('error', (error: Error) => this.lost(error, 'command'));
    subscriber.on('error', (error: Error) => this.lost(error, 'subscriber'));
    command.on('ready', () => {
      this.found('command');
      if (!this.syncing) void this.sync();
    });
    subscriber.on('ready', () => {
      this.found('subscriber');
      void this.listen();
    });
    command.connect().catch((error: Error) => this.lost(error, 'command'));
    subscriber.connect().catch((error: Error) => this.lost(error, 'subscriber'));
    const beatMs = Math.max(50, Math.floor(this.options.timeoutMs / 4));
    this.beat = setInterval(() => void this.heartbeat(), beatMs);
    this.beat.unref();
    await first;
  }

  private lost(error: Error, side: Side = 'command') {
    if (this.stopped) return;
    const first = this.down.size === 0;
    this.down.add(side);
    if (!first) return;
    const why = error.message || (error as NodeJS.ErrnoException).code || error.name;
    console.error(
      `[realtime] Redis unavailable (${why}): serving this server's sockets alone until it is back`,
    );
  }

  private found(side: Side) {
    if (!this.down.delete(side) || this.down.size > 0) return;
    console.info('[realtime] Redis is back: rejoining the cluster');
  }

  /** The store, while Redis is connected; otherwise callers answer for this server alone. */
  private get ready(): ClusterStore | null {
    return !this.stopped && this.command?.isReady ? (this.store ?? null) : null;
  }

  /** Subscribes to the bus once; the client subscribes again by itself after a reconnect. */
  private listen(): Promise<void> {
    const { subscriber, store } = this;
    if (!subscriber || !store) return Promise.resolve();
    this.listening ??= subscriber
      .subscribe(store.keys.bus, (message) => this.receive(message))
      .catch((error: Error) => {
        this.listening = null;
        this.lost(error, 'subscriber');
      });
    return this.listening;
  }

  private receive(raw: string) {
    let message: BusMessage;
    try {
      message = JSON.parse(raw) as BusMessage;
    } catch {
      return;
    }
    if (message.f === this.id) return;
    const hub = this.hubOf(message.a);
    if (!hub) return;
    if (message.t === 'e') {
      const extra = message.u ? { user_id: message.u } : undefined;
      hub.send(message.c, message.e, message.d, message.x, extra);
    } else if (message.t === 't') {
      hub.terminateUser(message.u, CLOSE.terminated, 'Connections terminated by the app');
    }
  }

  /** Beats, and takes the servers that stopped beating out of the cluster. */
  private async heartbeat() {
    const store = this.ready;
    if (!store) return;
    try {
      const { fresh, dead } = await store.heartbeat();
      // Not registered although running: the others took this server for dead (Redis away, or
      // a stalled process) and removed its members. Or calls failed while the connection held.
      // Either way: write this server's state again.
      if ((fresh || this.down.has('command')) && !this.syncing) {
        this.found('command');
        void this.sync();
      }
      for (const id of dead) await store.reap(id);
    } catch (error) {
      this.lost(error as Error);
    }
  }

  /**
   * Writes this server's state again (after a connect or an outage): registers, replaces its
   * socket counts, and puts its presence entries right, with member_added / member_removed for
   * the users whose presence changed while Redis was away. Idempotent, so it may overlap joins.
   */
  private sync(): Promise<void> {
    if (this.syncing) {
      this.syncAgain = true;
      return this.syncing;
    }
    this.syncing = (async () => {
      do {
        this.syncAgain = false;
        const store = this.ready;
        if (!store) break;
        try {
          await store.heartbeat();
          const local = [...this.apps].flatMap((app) => {
            const hub = this.hubOf(app);
            return hub ? [{ app, ...hub.snapshot() }] : [];
          });
          await store.replaceCounts(
            local.flatMap(({ app, subscriptions }) =>
              subscriptions.map(([channel, count]) => ({ app, channel, count })),
            ),
          );
          const key = (app: string, channel: string, userId: string) =>
            JSON.stringify([app, channel, userId]);
          const stored = new Map((await store.storedPresence()).map((e) => [key(...e), e]));
          const wanted = new Set<string>();
          for (const { app, presence } of local) {
            for (const { channel, userId, info } of presence) {
              wanted.add(key(app, channel, userId));
              if (!stored.has(key(app, channel, userId)))
                await store.join(app, channel, userId, info, '');
            }
          }
          for (const [entry, [app, channel, userId]] of stored)
            if (!wanted.has(entry)) await store.leave(app, channel, userId);
        } catch (error) {
          this.lost(error as Error);
        }
      } while (this.syncAgain);
      this.syncing = null;
    })();
    return this.syncing;
  }

  /** The link one app's hub talks to. */
  link(app: string): ClusterLink {
    this.apps.add(app);
    /** Runs `call` against Redis when connected; null when not, or when it failed. */
    const attempt = async <T>(call: (store: ClusterStore) => Promise<T>): Promise<T | null> => {
      const store = this.ready;
      if (!store) return null;
      try {
        return await call(store);
      } catch (error) {
        this.lost(error as Error);
        return null;
      }
    };
    return {
      publish: (c, e, d, x, u) =>
        void attempt((store) => store.publish({ f: this.id, t: 'e', a: app, c, e, d, x, u })),
      terminate: async (userId) =>
        (await attempt((store) => store.publish({ f: this.id, t: 't', a: app, u: userId }))) !==
        null,
      subscriptions: (channel, count) =>
        void attempt((store) => store.setCount(app, channel, count)),
      presenceJoin: (channel, userId, info, socketId) =>
        attempt((store) => store.join(app, channel, userId, info, socketId)),
      presenceLeave: (channel, userId) => attempt((store) => store.leave(app, channel, userId)),
      members: (channel) => attempt((store) => store.members(app, channel)),
      channels: (query) => attempt((store) => store.channels(app, query)),
    };
  }

  /**
   * Leaves the cluster: this server's members leave presence now (member_removed for those on
   * no other server) and its counts go. A server that dies instead is found out by its missed
   * heartbeats.
   */
  async stop(): Promise<void> {
    if (this.stopped) return;
    const store = this.ready;
    this.stopped = true;
    clearInterval(this.beat);
    await this.syncing;
    await store?.reap(this.id).catch(() => undefined);
    for (const client of [this.command, this.subscriber]) {
      try {
        client?.destroy();
      } catch {
        // Already closed.
      }
    }
  }
}
