import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Pusher Channels protocol 7: limits, close codes and the signatures shared by the WebSocket side
 * and the HTTP API. No 'server-only' and no path aliases: tests and the bench load this in plain
 * Node. Limits follow Pusher's published ones (and Soketi's defaults where Pusher is silent).
 */
export const LIMITS = {
  /** Largest event payload, in bytes (Pusher: 10 KB). */
  eventBytes: 10 * 1024,
  /** Largest WebSocket frame accepted; bigger frames close the socket (1009). */
  frameBytes: 64 * 1024,
  channelsPerEvent: 100,
  eventsPerBatch: 10,
  channelNameLength: 164,
  eventNameLength: 200,
  presenceMembers: 100,
  presenceUserIdLength: 128,
  presenceInfoBytes: 2 * 1024,
  /** Client events a socket may send per second (Pusher: 10). */
  clientEventsPerSecond: 10,
  /** Frames of any kind a socket may send per second before it is cut off as a flood. */
  framesPerSecond: 100,
  /** Channels one socket may hold at once. */
  channelsPerSocket: 100,
  /** Seconds a signed HTTP API request stays valid (Pusher: 600). */
  timestampSkewSeconds: 600,
  /** Longest user id in `pusher:signin` user data and in terminate_connections. */
  userIdLength: 200,
  /** Open sockets per client address unless the server is told otherwise. */
  connectionsPerAddress: 50,
} as const;

/** Close codes (4000-4099: do not reconnect; 4100-4199: back off; 4200-4299: reconnect now). */
export const CLOSE = {
  appDoesNotExist: 4001,
  unsupportedProtocol: 4007,
  overCapacity: 4100,
  flood: 4100,
  shuttingDown: 4200,
  /**
   * The app ended the user's connections (terminate_connections). A 42xx code, not 4009: pusher-js
   * reconnects at once and must authorize every channel again, which a revoked session cannot
   * while the user's other sessions carry on; 4000-4099 would stop all of them for good.
   */
  terminated: 4200,
  pongNotReceived: 4201,
  closedForInactivity: 4202,
} as const;

/** `pusher:error` codes that leave the socket open. */
export const ERROR = {
  unauthorized: 4009,
  overQuota: 4004,
  clientEventRejected: 4301,
} as const;

export const CHANNEL_NAME = /^[-a-zA-Z0-9_=@,.;]+$/;

/** Socket ids as the server hands them out (`pusher:connection_established`). */
export const SOCKET_ID = /^\d+\.\d+$/;

/** Where `pusher.sendToUser` publishes; only the signed-in user's own sockets may subscribe. */
export const SERVER_TO_USER_PREFIX = '#server-to-user-';

/** A user id in `pusher:signin` and terminate_connections: non-empty and bounded. */
export function isValidUserId(id: unknown): id is string {
  return typeof id === 'string' && id.length > 0 && id.length <= LIMITS.userIdLength;
}

export type ChannelType = 'public' | 'private' | 'presence' | 'encrypted';

export function channelType(name: string): ChannelType {
  if (name.startsWith('private-encrypted-')) return 'encrypted';
  if (name.startsWith('private-')) return 'private';
  if (name.startsWith('presence-')) return 'presence';
  return 'public';
}

export function isValidChannelName(name: unknown): name is string {
  return (
    typeof name === 'string' &&
    name.length > 0 &&
    name.length <= LIMITS.channelNameLength &&
    CHANNEL_NAME.test(name) &&
    !name.startsWith('#')
  );
}

export function hmac(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data, 'utf8').digest('hex');
}

export function md5(data: string | Buffer): string {
  return createHash('md5').update(data).digest('hex');
}

/** Constant-time comparison of two hex strings. */
export function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Checks "key:signature" against the HMAC of `signed` with the app's secret. */
function verifyAuth(app: { key: string; secret: string }, signed: string, auth: unknown): boolean {
  if (typeof auth !== 'string') return false;
  const separator = auth.indexOf(':');
  if (separator < 0 || auth.slice(0, separator) !== app.key) return false;
  return sameHex(hmac(app.secret, signed), auth.slice(separator + 1));
}

/** Verifies `auth` ("key:signature") for a private or presence subscription. */
export function verifyChannelAuth(
  app: { key: string; secret: string },
  socketId: string,
  channel: string,
  auth: unknown,
  channelData?: string,
): boolean {
  const signed =
    channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
  return verifyAuth(app, signed, auth);
}

/** Verifies `pusher:signin`'s `auth`, signed over "socket_id::user::user_data". */
export function verifyUserAuth(
  app: { key: string; secret: string },
  socketId: string,
  userData: string,
  auth: unknown,
): boolean {
  return verifyAuth(app, `${socketId}::user::${userData}`, auth);
}

/** A frame as the protocol writes it: `data` is a JSON string for pusher events. */
export function frame(event: string, data: unknown, channel?: string): string {
  const payload = typeof data === 'string' ? data : JSON.stringify(data);
  return JSON.stringify(
    channel === undefined ? { event, data: payload } : { event, channel, data: payload },
  );
}

export function errorFrame(code: number | null, message: string): string {
  // pusher:error carries its data as an object, not a string (pusher-js reads data.code).
  return JSON.stringify({ event: 'pusher:error', data: { code, message } });
}
