import type { RedisClientType } from 'redis';
import type { ChannelState, Members, PresenceJoin } from './cluster-link';
import { CHANNELS, HEARTBEAT, JOIN, LEAVE, REAP } from './cluster-scripts';
import { LIMITS } from './protocol';

/** One message on the bus. `f`: the server it comes from (which ignores it). */
export type BusMessage =
  | { f: string; t: 'e'; a: string; c: string; e: string; d: string; x?: string; u?: string }
  | { f: string; t: 't'; a: string; u: string };

/** A Redis call that takes longer than this counts as Redis being away: nothing waits on it. */
const ANSWER_MS = 1000;

function within<T>(promise: Promise<T>, ms = ANSWER_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer in ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** "{serverId}:{userId}" fields (and their info) as members, the first info of a user kept. */
function membersOf(flat: string[]): Members {
  const members: Members = new Map();
  for (let i = 0; i < flat.length; i += 2) {
    const field = flat[i] as string;
    const userId = field.slice(field.indexOf(':') + 1);
    if (members.has(userId)) continue;
    try {
      members.set(userId, JSON.parse(flat[i + 1] as string));
    } catch {
      members.set(userId, {});
    }
  }
  return members;
}

/**
 * One server's reads and writes of the cluster's state in Redis (layout: cluster-scripts.ts).
 * Every call answers within a second or fails: the caller then answers for its server alone.
 */
export class ClusterStore {
  private readonly redis: RedisClientType;
  private readonly id: string;
  private readonly prefix: string;
  /** A server silent this long (ms) is dead. */
  private readonly deadAfterMs: number;
  readonly keys: { servers: string; bus: string; subs: string; presence: string };

  constructor(redis: RedisClientType, id: string, prefix: string, deadAfterMs: number) {
    this.redis = redis;
    this.id = id;
    this.prefix = prefix;
    this.deadAfterMs = deadAfterMs;
    this.keys = {
      servers: `${prefix}:servers`,
      bus: `${prefix}:bus`,
      subs: `${prefix}:server:${id}:subs`,
      presence: `${prefix}:server:${id}:presence`,
    };
  }

  private script(source: string, keys: string[], args: string[]): Promise<unknown> {
    return within(this.redis.eval(source, { keys, arguments: args }));
  }

  private presenceKey(app: string, channel: string) {
    return `${this.prefix}:presence:${app}:${channel}`;
  }

  publish(message: BusMessage): Promise<unknown> {
    return within(this.redis.publish(this.keys.bus, JSON.stringify(message)));
  }

  /** Registers this server as alive now; answers whether it was not (and who is dead). */
  async heartbeat(): Promise<{ fresh: boolean; dead: string[] }> {
    const [fresh, dead] = (await this.script(
      HEARTBEAT,
      [this.keys.servers],
      [this.id, String(this.deadAfterMs)],
    )) as [number, string[]];
    return { fresh: fresh === 1, dead: dead.filter((id) => id !== this.id) };
  }

  /** Takes a server's members out of presence (member_removed where due) and its counts. */
  reap(id: string): Promise<unknown> {
    return this.script(REAP, [this.keys.servers], [id, this.prefix, this.keys.bus]);
  }

  /** This server's socket count on a channel (0: none). */
  setCount(app: string, channel: string, count: number): Promise<unknown> {
    const field = `${app}\n${channel}`;
    return within(
      count > 0
        ? this.redis.hSet(this.keys.subs, field, String(count))
        : this.redis.hDel(this.keys.subs, field),
    );
  }

  /** All of this server's socket counts at once, replacing what Redis had. */
  async replaceCounts(counts: Array<{ app: string; channel: string; count: number }>) {
    const multi = this.redis.multi().del(this.keys.subs);
    if (counts.length > 0) {
      const fields = counts.map(({ app, channel, count }) => [`${app}\n${channel}`, String(count)]);
      multi.hSet(this.keys.subs, Object.fromEntries(fields));
    }
    await within(multi.exec());
  }

  /** The presence entries Redis holds for this server, as [app, channel, userId]. */
  async storedPresence(): Promise<Array<[string, string, string]>> {
    const entries = await within(this.redis.sMembers(this.keys.presence));
    return entries.map((entry) => JSON.parse(entry) as [string, string, string]);
  }

  /** The user's first socket here joined; `socketId` does not hear its own member_added. */
  async join(
    app: string,
    channel: string,
    userId: string,
    info: unknown,
    socketId: string,
  ): Promise<PresenceJoin> {
    const added: BusMessage = {
      f: this.id,
      t: 'e',
      a: app,
      c: channel,
      e: 'pusher_internal:member_added',
      d: JSON.stringify({ user_id: userId, user_info: info }),
      ...(socketId ? { x: socketId } : {}),
    };
    const [result, flat] = (await this.script(
      JOIN,
      [this.presenceKey(app, channel), this.keys.presence],
      [
        this.id,
        userId,
        JSON.stringify(info),
        JSON.stringify([app, channel, userId]),
        this.keys.bus,
        JSON.stringify(added),
        String(LIMITS.presenceMembers),
      ],
    )) as [number, string[]];
    return result === -1 ? 'full' : { added: result === 1, members: membersOf(flat) };
  }

  /** The user's last socket here left: true when they left the cluster's channel. */
  async leave(app: string, channel: string, userId: string): Promise<boolean> {
    const removed: BusMessage = {
      f: this.id,
      t: 'e',
      a: app,
      c: channel,
      e: 'pusher_internal:member_removed',
      d: JSON.stringify({ user_id: userId }),
    };
    const result = await this.script(
      LEAVE,
      [this.presenceKey(app, channel), this.keys.presence],
      [
        this.id,
        userId,
        JSON.stringify([app, channel, userId]),
        this.keys.bus,
        JSON.stringify(removed),
      ],
    );
    return result === 1;
  }

  async members(app: string, channel: string): Promise<Members> {
    const all = await within(this.redis.hGetAll(this.presenceKey(app, channel)));
    return membersOf(Object.entries(all).flat());
  }

  /** The channels' state across the live servers, by names or by a name prefix. */
  async channels(
    app: string,
    query: { names: string[] } | { prefix: string },
  ): Promise<Map<string, ChannelState>> {
    if ('names' in query && query.names.length === 0) return new Map();
    const args = 'names' in query ? ['names', ...query.names] : ['prefix', query.prefix];
    const flat = (await this.script(
      CHANNELS,
      [this.keys.servers],
      [this.prefix, app, String(this.deadAfterMs), ...args],
    )) as Array<string | number>;
    const out = new Map<string, ChannelState>();
    for (let i = 0; i < flat.length; i += 3) {
      const count = Number(flat[i + 1]);
      const users = Number(flat[i + 2]);
      out.set(String(flat[i]), {
        occupied: count > 0,
        subscription_count: count,
        ...(users >= 0 ? { user_count: users } : {}),
      });
    }
    return out;
  }
}
