import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { UUID_SOURCE } from '@/lib/ids';
import { parseUserType, type UserType } from './user-types';

export { parseUserType, type UserType } from './user-types';

/**
 * The signed user-data cookie (SPEC 4). The proxy decides with its data after one cheap check that
 * its session still exists (lib/auth/session-liveness.ts), so it must be unforgeable:
 * base64url(JSON payload) + '.' + base64url(HMAC-SHA256(secret, payload)).
 * No 'server-only' here: proxy.ts imports it (Node runtime).
 */

export type UserCookieData = {
  id: string;
  /**
   * The id of the session (sessions.id, never its token) the data was signed for: the proxy asks
   * whether that session still exists, so a signature alone never outlives a revocation.
   */
  sid: string;
  name: string;
  image: string | null;
  type: UserType;
  isSubscribed: boolean;
  /** Unix seconds after which the data is stale and must be re-read from the database. */
  exp: number;
};

export type UserCookieInspection =
  | { status: 'valid'; data: UserCookieData }
  | { status: 'expired'; data: UserCookieData }
  | { status: 'invalid' };

function sign(payload: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

export function signUserCookie(data: UserCookieData, secret: string): string {
  const payload = Buffer.from(JSON.stringify(data), 'utf8').toString('base64url');
  return `${payload}.${sign(payload, secret).toString('base64url')}`;
}

// Lower case only, as the database writes ids: the cookie is compared as text.
const SESSION_ID = new RegExp(`^${UUID_SOURCE}$`);

function parseData(json: unknown): UserCookieData | null {
  if (!json || typeof json !== 'object') return null;
  const o = json as Record<string, unknown>;
  const type = parseUserType(o.type);
  // A cookie signed before it carried the session id is no use to the proxy: it counts as invalid,
  // and the session cookie next to it gets a fresh one signed (proxy.ts readUser).
  if (
    typeof o.id !== 'string' ||
    typeof o.sid !== 'string' ||
    !SESSION_ID.test(o.sid) ||
    typeof o.name !== 'string' ||
    !(o.image === null || typeof o.image === 'string') ||
    type === null ||
    typeof o.isSubscribed !== 'boolean' ||
    typeof o.exp !== 'number' ||
    !Number.isFinite(o.exp)
  ) {
    return null;
  }
  return {
    id: o.id,
    sid: o.sid,
    name: o.name,
    image: o.image,
    type,
    isSubscribed: o.isSubscribed,
    exp: o.exp,
  };
}

/** Tells a forged or malformed cookie apart from a genuine one whose data has gone stale. */
export function inspectUserCookie(
  value: string | null | undefined,
  secret: string,
  now: number = Date.now(),
): UserCookieInspection {
  if (!value) return { status: 'invalid' };
  const dot = value.indexOf('.');
  if (dot <= 0 || dot !== value.lastIndexOf('.')) return { status: 'invalid' };
  const payload = value.slice(0, dot);
  // Compared as text: decoding first would accept non-canonical spellings of the same signature.
  const given = Buffer.from(value.slice(dot + 1), 'utf8');
  const expected = Buffer.from(sign(payload, secret).toString('base64url'), 'utf8');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { status: 'invalid' };
  }
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { status: 'invalid' };
  }
  const data = parseData(json);
  if (!data) return { status: 'invalid' };
  return data.exp * 1000 <= now ? { status: 'expired', data } : { status: 'valid', data };
}

/** The cookie's data when genuine and unexpired, otherwise null. */
export function verifyUserCookie(
  value: string | null | undefined,
  secret: string,
  now: number = Date.now(),
): UserCookieData | null {
  const result = inspectUserCookie(value, secret, now);
  return result.status === 'valid' ? result.data : null;
}

const DEV_SECRET_SEED = 'fursa-development-auth-secret-do-not-use-in-production';
let warnedDevSecret = false;

/**
 * AUTH_SECRET, which signs the user cookie and keys the reset-code hashes. Production refuses to
 * run without it; elsewhere a fixed development secret keeps local runs zero-config.
 */
export function getAuthSecret(): string {
  const secret = process.env.AUTH_SECRET;
  if (secret) return secret;
  if (process.env.NODE_ENV === 'production') {
    throw new Error('AUTH_SECRET must be set in production (a long random string).');
  }
  if (!warnedDevSecret) {
    warnedDevSecret = true;
    console.warn('[auth] AUTH_SECRET is not set; using the built-in development secret.');
  }
  return createHash('sha256').update(DEV_SECRET_SEED).digest('base64url');
}
