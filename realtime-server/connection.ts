import type { RawData } from 'ws';
import type { ClusterLink, Members } from './cluster-link';
import type { Connection, Hub } from './hub';
import {
  CLOSE,
  channelType,
  ERROR,
  errorFrame,
  frame,
  isValidChannelName,
  LIMITS,
  SERVER_TO_USER_PREFIX,
  verifyChannelAuth,
} from './protocol';
import { signIn, subscribeServerToUser } from './signin';

export type App = { id: string; key: string; secret: string };

type Message = { event?: unknown; channel?: unknown; data?: unknown };

/** Per-socket state beyond the hub's: rate windows and liveness. */
export type Session = Connection & {
  app: App;
  lastSeen: number;
  pingSentAt: number | null;
  frames: { windowStart: number; count: number };
  clientEvents: { windowStart: number; count: number };
};

function withinRate(window: { windowStart: number; count: number }, limit: number, now: number) {
  if (now - window.windowStart >= 1000) {
    window.windowStart = now;
    window.count = 0;
  }
  window.count += 1;
  return window.count <= limit;
}

function subscriptionError(session: Session, channel: string, status: number, error: string) {
  session.ws.send(
    frame('pusher:subscription_error', { type: 'AuthError', error, status }, channel),
  );
}

function subscribe(session: Session, hub: Hub, data: Record<string, unknown>) {
  const name = data.channel;
  if (typeof name === 'string' && name.startsWith(SERVER_TO_USER_PREFIX)) {
    if (!session.channels.has(name)) subscribeServerToUser(session, hub, name);
    else session.ws.send(frame('pusher_internal:subscription_succeeded', {}, name));
    return;
  }
  if (!isValidChannelName(name)) {
    session.ws.send(errorFrame(ERROR.unauthorized, 'Invalid channel name'));
    return;
  }
  if (session.channels.has(name)) {
    // Already in: answer again so a client that lost the reply is not left waiting (unless
    // that reply is still on its way).
    if (session.pending?.has(name)) return;
    if (channelType(name) !== 'presence') {
      session.ws.send(frame('pusher_internal:subscription_succeeded', {}, name));
      return;
    }
    if (!hub.link) {
      session.ws.send(succeeded(name, hub.presenceSnapshot(name)));
      return;
    }
    hub
      .members(name)
      .then((members) => {
        if (session.channels.has(name)) session.ws.send(succeeded(name, snapshotOf(members)));
      })
      .catch((error: unknown) => console.error('[realtime] presence answer failed', error));
    return;
  }
  if (session.channels.size >= LIMITS.channelsPerSocket) {
    subscriptionError(session, name, 429, 'Too many channels on this connection');
    return;
  }
  const type = channelType(name);
  if (type === 'encrypted') {
    subscriptionError(session, name, 400, 'Encrypted channels are not supported');
    return;
  }
  if (type === 'public') {
    hub.join(session, name);
    session.ws.send(frame('pusher_internal:subscription_succeeded', {}, name));
    return;
  }
  const channelData = type === 'presence' ? data.channel_data : undefined;
  if (type === 'presence' && typeof channelData !== 'string') {
    subscriptionError(session, name, 401, 'Presence channels need channel_data');
    return;
  }
  if (
    !verifyChannelAuth(
      session.app,
      session.socketId,
      name,
      data.auth,
      channelData as string | undefined,
    )
  ) {
    subscriptionError(session, name, 401, 'Invalid signature');
    return;
  }
  if (type === 'private') {
    hub.join(session, name);
    session.ws.send(frame('pusher_internal:subscription_succeeded', {}, name));
    return;
  }
  joinPresence(session, hub, name, channelData as string);
}

function joinPresence(session: Session, hub: Hub, name: string, channelData: string) {
  let member: { user_id?: unknown; user_info?: unknown };
  try {
    member = JSON.parse(channelData) as typeof member;
  } catch {
    subscriptionError(session, name, 400, 'channel_data is not JSON');
    return;
  }
  const userId = typeof member.user_id === 'number' ? String(member.user_id) : member.user_id;
  if (typeof userId !== 'string' || !userId || userId.length > LIMITS.presenceUserIdLength) {
    subscriptionError(session, name, 400, 'channel_data needs a user_id');
    return;
  }
  if (Buffer.byteLength(JSON.stringify(member.user_info ?? null)) > LIMITS.presenceInfoBytes) {
    subscriptionError(session, name, 413, 'user_info is too large');
    return;
  }
  const channel = hub.get(name);
  if (channel && !channel.members.has(userId) && channel.members.size >= LIMITS.presenceMembers) {
    subscriptionError(session, name, CLOSE.overCapacity, 'The presence channel is full');
    return;
  }
  const info = member.user_info ?? {};
  if (hub.link) {
    joinClusterPresence(session, hub, hub.link, { name, userId, info });
    return;
  }
  const isNew = hub.join(session, name, { id: userId, info });
  session.ws.send(succeeded(name, hub.presenceSnapshot(name)));
  if (isNew) {
    hub.send(
      name,
      'pusher_internal:member_added',
      { user_id: userId, user_info: info },
      session.socketId,
    );
  }
}

type Snapshot = { ids: string[]; hash: Record<string, unknown>; count: number };

function succeeded(name: string, presence: Snapshot) {
  return frame('pusher_internal:subscription_succeeded', { presence }, name);
}

function snapshotOf(members: Members): Snapshot {
  return { ids: [...members.keys()], hash: Object.fromEntries(members), count: members.size };
}

/**
 * A presence join on a server in a cluster: the socket is in the channel here at once, and its
 * subscription_succeeded carries the cluster's members; frames for the channel wait until it is
 * sent. member_added goes out once for the whole cluster, when the user is new to all of it.
 * Redis not answering: the join is this server's alone, as on a single server.
 */
function joinClusterPresence(
  session: Session,
  hub: Hub,
  link: ClusterLink,
  { name, userId, info }: { name: string; userId: string; info: unknown },
) {
  session.pending ??= new Map();
  session.pending.set(name, []);
  const isNew = hub.join(session, name, { id: userId, info });
  const asked = isNew
    ? link.presenceJoin(name, userId, info, session.socketId)
    : link.members(name).then((members) => members && { added: false, members });
  asked
    .then((joined) => {
      const held = session.pending?.get(name);
      // Left (unsubscribed, closed, terminated) meanwhile: its leave already followed the join.
      if (!held || !session.channels.has(name)) return;
      session.pending?.delete(name);
      if (joined === 'full') {
        hub.leave(session, name);
        subscriptionError(session, name, CLOSE.overCapacity, 'The presence channel is full');
        return;
      }
      const members = joined?.members ?? hub.localMembers(name);
      session.ws.send(succeeded(name, snapshotOf(members)));
      for (const message of held) session.ws.send(message);
      // The other servers heard of it from Redis; this server's other sockets hear it here.
      if (joined ? joined.added : isNew) {
        hub.send(
          name,
          'pusher_internal:member_added',
          { user_id: userId, user_info: info },
          session.socketId,
        );
      }
    })
    .catch((error: unknown) => console.error('[realtime] presence join failed', error));
}

function clientEvent(session: Session, hub: Hub, message: Message, now: number) {
  const { event, channel } = message;
  const reject = (why: string) =>
    session.ws.send(errorFrame(ERROR.clientEventRejected, `Client event rejected - ${why}`));
  if (typeof channel !== 'string' || !session.channels.has(channel)) {
    reject('not subscribed to the channel');
    return;
  }
  const type = channelType(channel);
  if (type !== 'private' && type !== 'presence') {
    reject('only supported on private and presence channels');
    return;
  }
  if ((event as string).length > LIMITS.eventNameLength) {
    reject('event name too long');
    return;
  }
  const data = typeof message.data === 'string' ? message.data : JSON.stringify(message.data ?? {});
  if (Buffer.byteLength(data) > LIMITS.eventBytes) {
    reject('payload too large');
    return;
  }
  if (!withinRate(session.clientEvents, LIMITS.clientEventsPerSecond, now)) {
    reject('rate limit exceeded');
    return;
  }
  hub.publish(channel, event as string, data, session.socketId, session.presence.get(channel));
}

/** Handles one frame from a client. Never throws: bad input gets the protocol's answer. */
export function handleFrame(session: Session, hub: Hub, raw: RawData, isBinary: boolean) {
  // A socket being closed (terminated, flooded) may still deliver frames: none may act.
  if (session.ws.readyState !== session.ws.OPEN) return;
  const now = Date.now();
  session.lastSeen = now;
  session.pingSentAt = null;
  if (!withinRate(session.frames, LIMITS.framesPerSecond, now)) {
    session.ws.close(CLOSE.flood, 'Too many messages');
    return;
  }
  if (isBinary) {
    session.ws.send(errorFrame(null, 'Binary frames are not supported'));
    return;
  }
  let message: Message;
  try {
    message = JSON.parse(raw.toString()) as Message;
    if (!message || typeof message !== 'object' || typeof message.event !== 'string') throw 0;
  } catch {
    session.ws.send(errorFrame(null, 'Invalid message: expected a JSON object with an event'));
    return;
  }
  const data = (typeof message.data === 'object' && message.data) || {};
  switch (message.event) {
    case 'pusher:ping':
      session.ws.send(frame('pusher:pong', {}));
      return;
    case 'pusher:pong':
      return;
    case 'pusher:subscribe':
      subscribe(session, hub, data as Record<string, unknown>);
      return;
    case 'pusher:signin':
      signIn(session, hub, data as Record<string, unknown>);
      return;
    case 'pusher:unsubscribe': {
      const name = (data as Record<string, unknown>).channel;
      if (typeof name === 'string' && session.channels.has(name)) hub.leave(session, name);
      return;
    }
    default:
      if (message.event.startsWith('client-')) clientEvent(session, hub, message, now);
      else session.ws.send(errorFrame(null, `Unknown event: ${message.event.slice(0, 64)}`));
  }
}
