import type { WebSocket } from 'ws';
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
};

type Member = { info: unknown; sockets: number };

type Channel = {
  sockets: Set<Connection>;
  /** Presence only: user id -> info and how many of that user's sockets are in. */
  members: Map<string, Member>;
};

/** Channel membership for one app, and fan-out of events to subscribed sockets. */
export class Hub {
  private readonly channels = new Map<string, Channel>();
  /** Signed-in user id -> that user's sockets. */
  private readonly signedIn = new Map<string, Set<Connection>>();

  /** `userChannelPrefix`: the app's per-user channel (`{prefix}{userId}`) marks a user's socket. */
  constructor(private readonly userChannelPrefix = 'private-user-') {}

  has(name: string): boolean {
    return this.channels.has(name);
  }

  get(name: string): Channel | undefined {
    return this.channels.get(name);
  }

  names(): IterableIterator<string> {
    return this.channels.keys();
  }

  /** Adds the socket; for presence, returns whether the user is new to the channel. */
  join(conn: Connection, name: string, member?: { id: string; info: unknown }): boolean {
    let channel = this.channels.get(name);
    if (!channel) {
      channel = { sockets: new Set(), members: new Map() };
      this.channels.set(name, channel);
    }
    channel.sockets.add(conn);
    conn.channels.add(name);
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
    if (!channel) return;
    channel.sockets.delete(conn);
    const userId = conn.presence.get(name);
    if (userId !== undefined) {
      conn.presence.delete(name);
      const member = channel.members.get(userId);
      if (member && --member.sockets <= 0) {
        channel.members.delete(userId);
        this.send(name, 'pusher_internal:member_removed', { user_id: userId });
      }
    }
    if (channel.sockets.size === 0) this.channels.delete(name);
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
   * Closes every socket of the user. They leave their channels first, so the member_removed
   * events go out and the HTTP API stops counting them at once, not when the close completes.
   */
  terminateUser(userId: string, code: number, reason: string): number {
    const sockets = this.socketsOf(userId);
    for (const conn of sockets) {
      this.forget(conn);
      conn.ws.close(code, reason);
    }
    return sockets.size;
  }

  /** Sends one event to every socket on the channel except `exceptSocketId`. */
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
      conn.ws.send(message);
      sent += 1;
    }
    return sent;
  }

  presenceSnapshot(name: string): { ids: string[]; hash: Record<string, unknown>; count: number } {
    const members = this.channels.get(name)?.members ?? new Map<string, Member>();
    const hash: Record<string, unknown> = {};
    for (const [id, member] of members) hash[id] = member.info;
    return { ids: [...members.keys()], hash, count: members.size };
  }

  info(name: string): { occupied: boolean; subscription_count: number; user_count?: number } {
    const channel = this.channels.get(name);
    const base = { occupied: Boolean(channel), subscription_count: channel?.sockets.size ?? 0 };
    return channelType(name) === 'presence'
      ? { ...base, user_count: channel?.members.size ?? 0 }
      : base;
  }
}
