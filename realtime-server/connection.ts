import type { RawData } from 'ws';
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
    // Already in: answer again so a client that lost the reply is not left waiting.
    const type = channelType(name);
    const payload = type === 'presence' ? { presence: hub.presenceSnapshot(name) } : {};
    session.ws.send(frame('pusher_internal:subscription_succeeded', payload, name));
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
  const isNew = hub.join(session, name, { id: userId, info: member.user_info ?? {} });
  session.ws.send(
    frame('pusher_internal:subscription_succeeded', { presence: hub.presenceSnapshot(name) }, name),
  );
  if (isNew) {
    hub.send(
      name,
      'pusher_internal:member_added',
      { user_id: userId, user_info: member.user_info ?? {} },
      session.socketId,
    );
  }
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
  const userId = session.presence.get(channel);
  hub.send(
    channel,
    event as string,
    data,
    session.socketId,
    userId ? { user_id: userId } : undefined,
  );
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
