import type { WebSocket } from 'ws';
import type { ChannelState, ClusterLink, Members } from './cluster-link';
import { channelType, frame } from './protocol';

/** One WebSocket connection as the hub sees it. */
export type Connection = {
  socketId: string;
  ws: WebSocket;
  channels: Set<string>;
  /** Presence channel -> the user id this socket joined it as. */
  presence: Map<string, string>;
  /** The user this socket signed in as (`pusher:signin`), if it did. */
  userId?: string;
  /**
   * Channels whose subscription is still being answered (a cluster's presence join): frames for
   * them wait here, so the socket never hears of a channel before its subscription_succeeded.
   */
  pending?: Map<string, string[]>;
};

type Member = { info: unknown; sockets: number };

type Channel = {
  sockets: Set<Connection>;
  /** Presence only: user id -> info and how many of that user's sockets are in. */
  members: Map<string, Member>;
};

/**
 * Channel membership for one app on this server, and fan-out of events to its sockets. With a
 * cluster link (REALTIME_REDIS_URL) it also tells the other servers what happens here and answers
 * queries for all of them; whenever the cluster cannot answer it answers for itself alone.
 */
export class Hub {
  private readonly channels = new Map<string, Channel>();
  /** Signed-in user id -> that user's sockets. */
  private readonly signedIn = new Map<string, Set<Connection>>();
  /** The app's per-user channel (`{prefix}{userId}`) marks a user's socket. */
  private readonly userChannelPrefix: string;
  readonly link: ClusterLink | undefined;

  constructor(userChannelPrefix = 'private-user-', link?: ClusterLink) {
    this.userChannelPrefix = userChannelPrefix;
    this.link = link;
  }

  has(name: string): boolean {
    return this.channels.has(name);
  }

  get(name: string): Channel | undefined {
    return this.channels.get(name);
  }

  /** Adds the socket; for presence, returns whether the user is new to the channel here. */
  join(conn: Connection, name: string, member?: { id: string; info: unknown }): boolean {
    let channel = this.channels.get(name);
    if (!channel) {
      channel = { sockets: new Set(), members: new Map() };
      this.channels.set(name, channel);
    }
    channel.sockets.add(conn);
    conn.channels.add(name);
    this.link?.subscriptions(name, channel.sockets.size);
    if (!member) return false;
    conn.presence.set(name, member.id);
    const existing = channel.members.get(member.id);
    if (existing) {
      existing.sockets += 1;
      return false;
    }
    channel.members.set(member.id, { info: member.info, sockets: 1 });
    return true;
  }

  /** Removes the socket; tells the others when a presence user's last socket left. */
  leave(conn: Connection, name: string): void {
    const channel = this.channels.get(name);
    conn.channels.delete(name);
    conn.pending?.delete(name);
    if (!channel) return;
    channel.sockets.delete(conn);
    this.link?.subscriptions(name, channel.sockets.size);
    const userId = conn.presence.get(name);
    if (userId !== undefined) {
      conn.presence.delete(name);
      const member = channel.members.get(userId);
      if (member && --member.sockets <= 0) {
        channel.members.delete(userId);
        this.memberLeft(name, userId);
      }
    }
    if (channel.sockets.size === 0) this.channels.delete(name);
  }

  /**
   * A user's last socket here left a presence channel. Alone, that is the user leaving; in a
   * cluster only when no other server has them in it (the cluster tells the other servers).
   */
  private memberLeft(name: string, userId: string): void {
    const removed = { user_id: userId };
    if (!this.link) {
      this.send(name, 'pusher_internal:member_removed', removed);
      return;
    }
    this.link
      .presenceLeave(name, userId)
      .then((left) => {
        // null: the cluster did not answer; this server's sockets hear of it all the same.
        if (left !== false) this.send(name, 'pusher_internal:member_removed', removed);
      })
      .catch((error: unknown) => console.error('[realtime] presence leave failed', error));
  }

  leaveAll(conn: Connection): void {
    for (const name of [...conn.channels]) this.leave(conn, name);
  }

  signIn(conn: Connection, userId: string): void {
    conn.userId = userId;
    const sockets = this.signedIn.get(userId) ?? new Set<Connection>();
    sockets.add(conn);
    this.signedIn.set(userId, sockets);
  }

  /** Everything the hub holds about a socket that is going away. */
  forget(conn: Connection): void {
    this.leaveAll(conn);
    if (conn.userId === undefined) return;
    const sockets = this.signedIn.get(conn.userId);
    sockets?.delete(conn);
    if (sockets?.size === 0) this.signedIn.delete(conn.userId);
  }

  /**
   * A user's sockets: signed in as the user, subscribed to the user's own channel (only the user
   * is authorized for it), or in a presence channel as that user.
   */
  socketsOf(userId: string): Set<Connection> {
    const found = new Set(this.signedIn.get(userId));
    for (const conn of this.channels.get(`${this.userChannelPrefix}${userId}`)?.sockets ?? [])
      found.add(conn);
    for (const [name, channel] of this.channels) {
      if (!channel.members.has(userId)) continue;
      for (const conn of channel.sockets) if (conn.presence.get(name) === userId) found.add(conn);
    }
    return found;
  }

  /**
   * Closes every socket of the user on this server. They leave their channels first, so the
   * member_removed events go out and the HTTP API stops counting them at once, not when the
   * close completes.
   */
  terminateUser(userId: string, code: number, reason: string): number {
    const sockets = this.socketsOf(userId);
    for (const conn of sockets) {
      this.forget(conn);
      conn.ws.close(code, reason);
    }
    return sockets.size;
  }

  /** Sends one event to every socket on the channel here except `exceptSocketId`. */
  send(
    name: string,
    event: string,
    data: unknown,
    exceptSocketId?: string,
    extra?: object,
  ): number {
    const channel = this.channels.get(name);
    if (!channel) return 0;
    const payload = typeof data === 'string' ? data : JSON.stringify(data);
    const message = extra
      ? JSON.stringify({ event, channel: name, data: payload, ...extra })
      : frame(event, payload, name);
    let sent = 0;
    for (const conn of channel.sockets) {
      if (conn.socketId === exceptSocketId || conn.ws.readyState !== 1) continue;
      const held = conn.pending?.get(name);
      if (held) held.push(message);
      else conn.ws.send(message);
      sent += 1;
    }
    return sent;
  }

  /** An event from this server (HTTP API, client event): its sockets, and every other server's. */
  publish(name: string, event: string, data: string, exceptSocketId?: string, userId?: string) {
    this.send(name, event, data, exceptSocketId, userId ? { user_id: userId } : undefined);
    this.link?.publish(name, event, data, exceptSocketId, userId);
  }

  presenceSnapshot(name: string): { ids: string[]; hash: Record<string, unknown>; count: number } {
    const members = this.channels.get(name)?.members ?? new Map<string, Member>();
    const hash: Record<string, unknown> = {};
    for (const [id, member] of members) hash[id] = member.info;
    return { ids: [...members.keys()], hash, count: members.size };
  }

  info(name: string): ChannelState {
    const channel = this.channels.get(name);
    const base = { occupied: Boolean(channel), subscription_count: channel?.sockets.size ?? 0 };
    return channelType(name) === 'presence'
      ? { ...base, user_count: channel?.members.size ?? 0 }
      : base;
  }

  /** Presence members on this server, in the order they joined. */
  localMembers(name: string): Members {
    const members = this.channels.get(name)?.members ?? new Map<string, Member>();
    return new Map([...members].map(([id, member]) => [id, member.info]));
  }

  /** Presence members of the whole cluster (this server's alone when it cannot ask). */
  async members(name: string): Promise<Members> {
    const cluster = await this.link?.members(name);
    return cluster ?? this.localMembers(name);
  }

  /** The channels' state across the cluster (this server's alone when it cannot ask). */
  async channelsInfo(names: string[]): Promise<Map<string, ChannelState>> {
    const cluster = await this.link?.channels({ names });
    return cluster ?? new Map(names.map((name) => [name, this.info(name)]));
  }

  /** Occupied channels whose name starts with `prefix` (never `#server-to-user-`). */
  async occupied(prefix: string): Promise<Map<string, ChannelState>> {
    const cluster = await this.link?.channels({ prefix });
    const found =
      cluster ?? new Map([...this.channels.keys()].map((name) => [name, this.info(name)]));
    for (const name of found.keys())
      if (!name.startsWith(prefix) || name.startsWith('#')) found.delete(name);
    return found;
  }

  /** What this server holds, for the cluster to write again after Redis was away. */
  snapshot(): {
    subscriptions: Array<[string, number]>;
    presence: Array<{ channel: string; userId: string; info: unknown }>;
  } {
    const subscriptions: Array<[string, number]> = [];
    const presence: Array<{ channel: string; userId: string; info: unknown }> = [];
    for (const [name, channel] of this.channels) {
      subscriptions.push([name, channel.sockets.size]);
      for (const [userId, member] of channel.members)
        presence.push({ channel: name, userId, info: member.info });
    }
    return { subscriptions, presence };
  }
}
