import type { Session } from './connection';
import type { Hub } from './hub';
import {
  ERROR,
  errorFrame,
  frame,
  isValidUserId,
  SERVER_TO_USER_PREFIX,
  verifyUserAuth,
} from './protocol';

/**
 * Pusher user authentication: `pusher:signin` with `user_data` (JSON with an `id`) and `auth`
 * signed by the app over "socket_id::user::user_data". A signed-in socket belongs to that user
 * (terminate_connections closes it) and may subscribe to its own `#server-to-user-{id}`.
 */
export function signIn(session: Session, hub: Hub, data: Record<string, unknown>) {
  const refuse = (why: string) =>
    session.ws.send(errorFrame(ERROR.unauthorized, `Sign-in refused - ${why}`));
  const userData = data.user_data;
  if (typeof userData !== 'string') return refuse('user_data must be a JSON string');
  if (!verifyUserAuth(session.app, session.socketId, userData, data.auth))
    return refuse('invalid signature');
  let user: { id?: unknown };
  try {
    user = JSON.parse(userData) as typeof user;
  } catch {
    return refuse('user_data is not JSON');
  }
  if (!user || !isValidUserId(user.id)) return refuse('user_data needs an id');
  // One socket, one user: a second sign-in may repeat the first, never switch to someone else.
  if (session.userId !== undefined && session.userId !== user.id)
    return refuse('already signed in as another user');
  if (session.userId === undefined) hub.signIn(session, user.id);
  session.ws.send(frame('pusher:signin_success', { user_data: userData }));
}

/** `#server-to-user-{id}`: only for a socket signed in as that user, and without auth. */
export function subscribeServerToUser(session: Session, hub: Hub, name: string) {
  if (session.userId === undefined || name !== `${SERVER_TO_USER_PREFIX}${session.userId}`) {
    session.ws.send(
      frame(
        'pusher:subscription_error',
        { type: 'AuthError', error: 'Sign in as this user first', status: 401 },
        name,
      ),
    );
    return;
  }
  hub.join(session, name);
  session.ws.send(frame('pusher_internal:subscription_succeeded', {}, name));
}
