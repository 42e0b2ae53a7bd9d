import 'server-only';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import {
  authCookieOptions,
  clearedAuthCookieOptions,
  SESSION_COOKIE,
  USER_COOKIE,
} from '@/lib/auth/cookies';
import type { UserCookieData } from '@/lib/auth/user-cookie';
import {
  createUserCookie,
  getSessionUser,
  type NewSession,
  type PublicUser,
  type SessionInfo,
} from './sessions';
import { getSubscriptionStatus } from './subscription-status';
import { DomainError } from '@/lib/errors/domain-error';

export type CurrentUser = PublicUser & { isSubscribed: boolean };
export type CurrentSession = { user: CurrentUser; session: SessionInfo };

/**
 * The signed-in user of this request and their session, read from the session (the database),
 * never from the user-data cookie alone: services and pages decide with this. A session cookie
 * whose session has ended (revoked, expired, idle) means signed out, and both cookies are cleared
 * where the response can still carry them (actions, route handlers; a page render cannot, and the
 * proxy clears them on the way to the sign-in page). Memoised per request.
 */
export const getCurrentSession = cache(async (): Promise<CurrentSession | null> => {
  const jar = await cookies();
  const token = jar.get(SESSION_COOKIE)?.value;
  if (!token) return null;
  const found = await getSessionUser(token);
  if (!found) {
    try {
      jar.set(SESSION_COOKIE, '', clearedAuthCookieOptions());
      jar.set(USER_COOKIE, '', clearedAuthCookieOptions());
    } catch {
      // Rendering a page: its cookies are read-only.
    }
    return null;
  }
  const { isSubscribed } = await getSubscriptionStatus(found.user);
  return { user: { ...found.user, isSubscribed }, session: found.session };
});

export const getCurrentUser = cache(
  async (): Promise<CurrentUser | null> => (await getCurrentSession())?.user ?? null,
);

/** Not signed in, or not allowed: a DomainError, so every action answers it the same way. */
export class AuthError extends DomainError {
  constructor(readonly reason: 'unauthorized' | 'forbidden') {
    super(reason);
    this.name = 'AuthError';
  }
}

/** The current user, or AuthError('unauthorized'); with `type`, AuthError('forbidden') for others. */
export async function requireUser(type?: UserCookieData['type']): Promise<CurrentUser> {
  const user = await getCurrentUser();
  if (!user) throw new AuthError('unauthorized');
  if (type && user.type !== type) throw new AuthError('forbidden');
  return user;
}

/** Sets the session cookie and the signed user-data cookie (SPEC 4) after sign-in or sign-up. */
export async function setAuthCookies(
  user: Parameters<typeof createUserCookie>[0],
  session: NewSession,
): Promise<void> {
  const jar = await cookies();
  const userCookie = await createUserCookie(user, session);
  jar.set(SESSION_COOKIE, session.token, authCookieOptions(userCookie.maxAge));
  jar.set(USER_COOKIE, userCookie.value, authCookieOptions(userCookie.maxAge));
}

/** Re-signs the user-data cookie after name, image or subscription changed. */
export async function refreshUserCookie(): Promise<void> {
  const jar = await cookies();
  const token = jar.get(SESSION_COOKIE)?.value;
  const found = token ? await getSessionUser(token) : null;
  if (!found) return clearAuthCookies();
  const userCookie = await createUserCookie(found.user, found.session);
  jar.set(USER_COOKIE, userCookie.value, authCookieOptions(userCookie.maxAge));
}

export async function clearAuthCookies(): Promise<void> {
  const jar = await cookies();
  jar.set(SESSION_COOKIE, '', clearedAuthCookieOptions());
  jar.set(USER_COOKIE, '', clearedAuthCookieOptions());
}

export async function getSessionToken(): Promise<string | undefined> {
  return (await cookies()).get(SESSION_COOKIE)?.value;
}

export async function getUserAgent(): Promise<string | null> {
  return (await headers()).get('user-agent');
}
