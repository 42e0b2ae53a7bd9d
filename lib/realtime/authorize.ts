import 'server-only';
import type Pusher from 'pusher';
import { parseChannel } from '@/lib/realtime/channels';
import { checkRateLimits } from '@/features/accounts/server/accounts';
import { getCurrentUser, type CurrentUser } from '@/lib/auth/current-user';
import { isConversationParty } from '@/features/contact-requests/server/parties';
import { getPusher } from './publish';

const SOCKET_ID = /^\d+\.\d+$/;

type AuthResult = { status: number; body: unknown; retryAfterSeconds?: number };

/**
 * A tab asks once per channel and again after each reconnect (its user channel and an open
 * conversation): a few a minute. These bound a script that signs subscriptions in bulk, per
 * account whatever addresses it uses, and per client address across accounts.
 */
export const REALTIME_AUTH_LIMITS = {
  perUser: { limit: 120, windowSeconds: 60 },
  perClient: { limit: 240, windowSeconds: 60 },
} as const;

/** The signed-in user behind a realtime request, after the limits; or the answer refusing it. */
async function realtimeCaller(
  clientKey: string,
): Promise<{ user: CurrentUser; pusher: Pusher } | AuthResult> {
  // Read from the session on every request (no cache): a socket that reconnects after its session
  // ended (publish.ts terminateUserConnections) must be refused here.
  const user = await getCurrentUser();
  const limited = await checkRateLimits([
    [`realtime-auth:ip:${clientKey}`, REALTIME_AUTH_LIMITS.perClient],
    ...(user ? [[`realtime-auth:acct:${user.id}`, REALTIME_AUTH_LIMITS.perUser] as const] : []),
  ]);
  if (limited) {
    const { retryAfterSeconds } = limited;
    return { status: 429, body: { error: 'rate_limited', retryAfterSeconds }, retryAfterSeconds };
  }
  if (!user) return { status: 401, body: { error: 'unauthorized' } };
  const pusher = getPusher();
  if (!pusher) return { status: 503, body: { error: 'realtime_disabled' } };
  return { user, pusher };
}

/**
 * Pusher user authentication (`pusher.signin()`): ties the socket to the signed-in user, so that
 * ending one of their sessions can close it (terminate_connections). Only the id goes out.
 */
export async function authenticateRealtimeUser(
  socketId: unknown,
  clientKey: string,
): Promise<AuthResult> {
  if (typeof socketId !== 'string' || !SOCKET_ID.test(socketId)) {
    return { status: 400, body: { error: 'bad_request' } };
  }
  const caller = await realtimeCaller(clientKey);
  if (!('user' in caller)) return caller;
  return { status: 200, body: caller.pusher.authenticateUser(socketId, { id: caller.user.id }) };
}

/**
 * Signs a private or presence subscription for the signed-in user: `private-user-{id}` only for
 * that user, `presence-chat-{requestId}` only for the request's two parties; anything else 403.
 * Presence data carries id, name and avatar, nothing private. Over a limit: 429 with the wait.
 */
export async function authorizeRealtimeChannel(
  socketId: unknown,
  channelName: unknown,
  clientKey: string,
): Promise<AuthResult> {
  if (
    typeof socketId !== 'string' ||
    !SOCKET_ID.test(socketId) ||
    typeof channelName !== 'string'
  ) {
    return { status: 400, body: { error: 'bad_request' } };
  }
  const caller = await realtimeCaller(clientKey);
  if (!('user' in caller)) return caller;
  const { user, pusher } = caller;
  const channel = parseChannel(channelName);
  if (channel?.kind === 'user' && channel.userId === user.id) {
    return { status: 200, body: pusher.authorizeChannel(socketId, channelName) };
  }
  if (channel?.kind === 'chat' && (await isConversationParty(user.id, channel.requestId))) {
    const member = { user_id: user.id, user_info: { name: user.name, avatar: user.image ?? null } };
    return { status: 200, body: pusher.authorizeChannel(socketId, channelName, member) };
  }
  return { status: 403, body: { error: 'forbidden' } };
}
