/** What the HTTP API says about a channel. */
export type ChannelState = { occupied: boolean; subscription_count: number; user_count?: number };

/** Presence members: user id -> user_info. */
export type Members = Map<string, unknown>;

/** The answer to a cluster-wide presence join. */
export type PresenceJoin = { added: boolean; members: Members } | 'full';

/**
 * What one app's Hub asks of the cluster (cluster.ts), on a server started with a Redis URL.
 * Writes are fire-and-forget; a read or a join answers null when Redis does not answer in time,
 * and the hub then answers for its own sockets alone.
 */
export interface ClusterLink {
  /** The other servers deliver the event to their sockets (this one already did). */
  publish(channel: string, event: string, data: string, except?: string, userId?: string): void;
  /** The other servers close the user's sockets; false when Redis could not be told. */
  terminate(userId: string): Promise<boolean>;
  /** How many sockets this server has on the channel now (0: none). */
  subscriptions(channel: string, count: number): void;
  /**
   * The user's first socket here joined the presence channel: `added` when the user is new to
   * the whole cluster (the other servers were told member_added), with every member after it.
   */
  presenceJoin(
    channel: string,
    userId: string,
    info: unknown,
    socketId: string,
  ): Promise<PresenceJoin | null>;
  /** The user's last socket here left: true when they left the cluster (others were told). */
  presenceLeave(channel: string, userId: string): Promise<boolean | null>;
  members(channel: string): Promise<Members | null>;
  channels(
    query: { names: string[] } | { prefix: string },
  ): Promise<Map<string, ChannelState> | null>;
}
