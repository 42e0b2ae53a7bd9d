/**
 * Cookie names and attributes shared by proxy.ts and the server. No 'server-only' here: the proxy
 * bundle imports it.
 */
export const SESSION_COOKIE = 'fursa_session';
export const USER_COOKIE = 'fursa_user';

export const SESSION_LIFETIME_SECONDS = 30 * 24 * 60 * 60;
export const SESSION_LIFETIME_MS = SESSION_LIFETIME_SECONDS * 1000;

export type AuthCookieOptions = {
  httpOnly: true;
  secure: boolean;
  sameSite: 'lax';
  path: '/';
  maxAge: number;
};

/**
 * Attributes for both auth cookies. `maxAge` defaults to the session lifetime; pass the seconds
 * left on the session when re-issuing a cookie mid-session so it does not outlive the session.
 */
export function authCookieOptions(maxAge: number = SESSION_LIFETIME_SECONDS): AuthCookieOptions {
  return {
    httpOnly: true,
    // Plain http on localhost must keep working in development and tests.
    secure: process.env.NODE_ENV === 'production',
    sameSite: 'lax',
    path: '/',
    maxAge: Math.max(0, Math.floor(maxAge)),
  };
}

/** Attributes that delete an auth cookie (same path, so the browser matches it). */
export function clearedAuthCookieOptions(): AuthCookieOptions {
  return authCookieOptions(0);
}

/** Seconds from now until `expiresAt`, for cookie maxAge. */
export function secondsUntil(expiresAt: Date, now: number = Date.now()): number {
  return Math.max(0, Math.floor((expiresAt.getTime() - now) / 1000));
}
