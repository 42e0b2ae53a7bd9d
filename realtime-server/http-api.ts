import type { IncomingMessage, ServerResponse } from 'node:http';
import type { App } from './connection';
import type { Hub } from './hub';
import {
  CLOSE,
  channelType,
  hmac,
  isValidChannelName,
  isValidUserId,
  LIMITS,
  md5,
  sameHex,
  SERVER_TO_USER_PREFIX,
  SOCKET_ID,
} from './protocol';

type Reply = { status: number; body: unknown };
type TriggerInput = {
  name?: unknown;
  data?: unknown;
  channel?: unknown;
  channels?: unknown;
  socket_id?: unknown;
  info?: unknown;
};

const MAX_BODY = 1024 * 1024;

const fail = (status: number, error: string): Reply => ({ status, body: { error } });

/** Checks auth_key, auth_timestamp (±600 s), auth_version, body_md5 and auth_signature. */
export function verifyRequest(
  app: App,
  method: string,
  path: string,
  query: URLSearchParams,
  body: string,
): string | null {
  const params: Record<string, string> = {};
  for (const [key, value] of query) params[key.toLowerCase()] = value;
  if (params.auth_key !== app.key) return 'Unknown auth_key';
  if (params.auth_version !== '1.0') return 'auth_version must be 1.0';
  const timestamp = Number(params.auth_timestamp);
  if (
    !Number.isFinite(timestamp) ||
    Math.abs(Date.now() / 1000 - timestamp) > LIMITS.timestampSkewSeconds
  ) {
    return 'Timestamp expired: auth_timestamp is more than 600 seconds away from the server time';
  }
  if (body.length > 0 && params.body_md5 !== md5(body)) return 'body_md5 does not match the body';
  const signature = params.auth_signature ?? '';
  delete params.auth_signature;
  const sorted = Object.keys(params)
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
  const expected = hmac(app.secret, `${method}\n${path}\n${sorted}`);
  return sameHex(expected, signature) ? null : 'Invalid signature';
}

/** A channel an event may go to: a valid name, or a user's `#server-to-user-{id}` (sendToUser). */
function isEventChannel(name: unknown): boolean {
  if (typeof name === 'string' && name.startsWith(SERVER_TO_USER_PREFIX))
    return isValidUserId(name.slice(SERVER_TO_USER_PREFIX.length));
  return isValidChannelName(name);
}

function checkEvent(input: TriggerInput, channels: unknown[]): string | null {
  if (typeof input.name !== 'string' || !input.name) return 'Event name is required';
  if (input.name.length > LIMITS.eventNameLength) return 'Event name is too long';
  if (typeof input.data !== 'string') return 'data must be a string';
  if (channels.length === 0) return 'At least one channel is required';
  if (channels.length > LIMITS.channelsPerEvent)
    return `At most ${LIMITS.channelsPerEvent} channels per event`;
  if (!channels.every(isEventChannel)) return 'Invalid channel name';
  if (
    input.socket_id !== undefined &&
    (typeof input.socket_id !== 'string' || !SOCKET_ID.test(input.socket_id))
  ) {
    return 'Invalid socket_id';
  }
  return null;
}

async function channelInfo(hub: Hub, names: string[], info: unknown) {
  const wanted = typeof info === 'string' ? info.split(',') : [];
  const out: Record<string, Record<string, number>> = {};
  const states = await hub.channelsInfo(names);
  for (const name of names) {
    const data = states.get(name) ?? hub.info(name);
    const entry: Record<string, number> = {};
    if (wanted.includes('subscription_count')) entry.subscription_count = data.subscription_count;
    if (wanted.includes('user_count') && data.user_count !== undefined)
      entry.user_count = data.user_count;
    out[name] = entry;
  }
  return out;
}

async function trigger(hub: Hub, input: TriggerInput): Promise<Reply> {
  const channels = Array.isArray(input.channels)
    ? input.channels
    : input.channel !== undefined
      ? [input.channel]
      : [];
  const problem = checkEvent(input, channels);
  if (problem) return fail(400, problem);
  if (Buffer.byteLength(input.data as string) > LIMITS.eventBytes)
    return fail(413, 'Payload too large: data is over 10 KB');
  for (const name of channels as string[]) {
    hub.publish(
      name,
      input.name as string,
      input.data as string,
      input.socket_id as string | undefined,
    );
  }
  return {
    status: 200,
    body: input.info ? { channels: await channelInfo(hub, channels as string[], input.info) } : {},
  };
}

async function batch(hub: Hub, input: { batch?: unknown }): Promise<Reply> {
  if (!Array.isArray(input.batch) || input.batch.length === 0)
    return fail(400, 'batch must be a non-empty array');
  if (input.batch.length > LIMITS.eventsPerBatch)
    return fail(400, `At most ${LIMITS.eventsPerBatch} events per batch`);
  const events = input.batch as TriggerInput[];
  // All or nothing: validate the whole batch before sending any of it.
  for (const event of events) {
    const problem =
      event && typeof event === 'object' ? checkEvent(event, [event.channel]) : 'Invalid event';
    if (problem) return fail(400, problem);
    if (Buffer.byteLength(event.data as string) > LIMITS.eventBytes)
      return fail(413, 'Payload too large: data is over 10 KB');
  }
  for (const event of events) {
    hub.publish(
      event.channel as string,
      event.name as string,
      event.data as string,
      event.socket_id as string | undefined,
    );
  }
  const wantsInfo = events.some((event) => event.info);
  const infos = await Promise.all(
    events.map(async (event) =>
      event.info
        ? (await channelInfo(hub, [event.channel as string], event.info))[event.channel as string]
        : {},
    ),
  );
  return { status: 200, body: wantsInfo ? { batch: infos } : {} };
}

async function channels(hub: Hub, query: URLSearchParams): Promise<Reply> {
  const prefix = query.get('filter_by_prefix') ?? '';
  const info = query.get('info') ?? '';
  const wanted = info ? info.split(',') : [];
  if (wanted.includes('user_count') && !prefix.startsWith('presence-')) {
    return fail(400, 'user_count is only available with filter_by_prefix=presence-');
  }
  const out: Record<string, Record<string, number>> = {};
  for (const [name, state] of await hub.occupied(prefix)) {
    out[name] = wanted.includes('user_count') ? { user_count: state.user_count ?? 0 } : {};
  }
  return { status: 200, body: { channels: out } };
}

async function channel(hub: Hub, name: string, query: URLSearchParams): Promise<Reply> {
  if (!isValidChannelName(name)) return fail(400, 'Invalid channel name');
  const wanted = (query.get('info') ?? '').split(',');
  const data = (await hub.channelsInfo([name])).get(name) ?? hub.info(name);
  if (wanted.includes('user_count') && data.user_count === undefined)
    return fail(400, 'user_count is only for presence channels');
  const body: Record<string, unknown> = { occupied: data.occupied };
  if (wanted.includes('user_count')) body.user_count = data.user_count;
  if (wanted.includes('subscription_count')) body.subscription_count = data.subscription_count;
  return { status: 200, body };
}

async function users(hub: Hub, name: string): Promise<Reply> {
  if (!isValidChannelName(name) || channelType(name) !== 'presence')
    return fail(400, 'Users are only listed for presence channels');
  const members = await hub.members(name);
  return { status: 200, body: { users: [...members.keys()].map((id) => ({ id })) } };
}

/**
 * Pusher's terminate_connections: closes every socket of the user (see Hub.socketsOf), here
 * and, in a cluster, on every other server. When the others could not be told (Redis away) the
 * answer is 503, so the app logs that the user's sockets elsewhere may still be open.
 */
async function terminate(hub: Hub, userId: string): Promise<Reply> {
  if (!isValidUserId(userId)) return fail(400, 'Invalid user id');
  hub.terminateUser(userId, CLOSE.terminated, 'Connections terminated by the app');
  if (hub.link && !(await hub.link.terminate(userId)))
    return fail(503, 'Closed on this server only: the other realtime servers could not be told');
  return { status: 200, body: {} };
}

/** A path segment decoded; '' (invalid everywhere) when its escapes are malformed. */
function segment(raw: string | undefined): string {
  try {
    return decodeURIComponent(raw ?? '');
  } catch {
    return '';
  }
}

async function route(
  hub: Hub,
  method: string,
  rest: string,
  query: URLSearchParams,
  body: string,
): Promise<Reply> {
  let input: unknown = {};
  if (method === 'POST') {
    try {
      input = JSON.parse(body) as unknown;
    } catch {
      return fail(400, 'Body is not JSON');
    }
    if (!input || typeof input !== 'object') return fail(400, 'Body must be a JSON object');
  }
  if (method === 'POST' && rest === 'events') return trigger(hub, input as TriggerInput);
  if (method === 'POST' && rest === 'batch_events') return batch(hub, input as { batch?: unknown });
  if (method === 'GET' && rest === 'channels') return channels(hub, query);
  const user = /^users\/([^/]+)\/terminate_connections$/.exec(rest);
  if (method === 'POST' && user) return terminate(hub, segment(user[1]));
  const match = /^channels\/([^/]+)(\/users)?$/.exec(rest);
  if (method === 'GET' && match) {
    const name = segment(match[1]);
    return match[2] ? users(hub, name) : channel(hub, name, query);
  }
  return fail(404, 'Not found');
}

/** The signed HTTP API at /apps/{id}/... for one server (any of its apps). */
export function handleHttp(
  apps: App[],
  hubOf: (app: App) => Hub,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const respond = ({ status, body }: Reply) => {
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify(body));
  };
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (req.method === 'GET' && (url.pathname === '/' || url.pathname === '/health')) {
    respond({ status: 200, body: { ok: true } });
    return;
  }
  const match = /^\/apps\/([^/]+)\/(.+)$/.exec(url.pathname);
  const app = match ? apps.find((candidate) => candidate.id === match[1]) : undefined;
  if (!match || !app) {
    respond(fail(404, match ? 'Unknown app' : 'Not found'));
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > MAX_BODY) {
      respond(fail(413, 'Request body too large'));
      req.destroy();
      return;
    }
    chunks.push(chunk);
  });
  req.on('error', () => undefined);
  req.on('end', async () => {
    if (size > MAX_BODY) return;
    const body = Buffer.concat(chunks).toString('utf8');
    const method = (req.method ?? 'GET').toUpperCase();
    const problem = verifyRequest(app, method, url.pathname, url.searchParams, body);
    if (problem) {
      respond(fail(401, problem));
      return;
    }
    try {
      respond(await route(hubOf(app), method, match[2] ?? '', url.searchParams, body));
    } catch (error) {
      console.error('[realtime] HTTP API error', error);
      respond(fail(500, 'Internal error'));
    }
  });
}
