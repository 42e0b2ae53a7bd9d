import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { SESSION_LIFETIME_MS, secondsUntil } from '@/lib/auth/cookies';
import {
  getAuthSecret,
  parseUserType,
  signUserCookie,
  type UserCookieData,
  type UserType,
} from '@/lib/auth/user-cookie';
import { getDb, type Database } from '@/lib/db';
import { sessions, users, type UserRow } from '@/lib/db/schema';
import { getSubscriptionStatus } from './subscription-status';

/** What services hand out about a user: never the password hash. */
export type PublicUser = {
  id: string;
  name: string;
  email: string;
  type: UserType;
  image: string | null;
  locale: Locale;
  subscribedUntil: Date | null;
  createdAt: Date;
};

export type NewSession = { token: string; expiresAt: Date };
export type SessionInfo = { id: string; expiresAt: Date };

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    // The table's check constraint guarantees both values; the fallbacks only satisfy the types.
    type: parseUserType(row.type) ?? 'INVESTOR',
    image: row.image,
    locale: row.locale === 'ar' ? 'ar' : 'en',
    subscribedUntil: row.subscribedUntil,
    createdAt: row.createdAt,
  };
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

// 32 random bytes = 256 bits, base64url: 43 characters.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Starts a session (a new token at every sign-in) and prunes the user's expired ones. */
export async function createSession(
  userId: string,
  options: { userAgent?: string | null; now?: Date; db?: Database } = {},
): Promise<NewSession> {
  const db = options.db ?? (await getDb());
  const now = options.now ?? new Date();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, now)));
  await db.insert(sessions).values({
    tokenHash: hashSessionToken(token),
    userId,
    expiresAt,
    createdAt: now,
    userAgent: options.userAgent?.slice(0, 512) ?? null,
  });
  return { token, expiresAt };
}

/** The signed-in user behind a session cookie, or null when unknown, revoked or expired. */
export async function getSessionUser(
  token: string | null | undefined,
  now: Date = new Date(),
): Promise<{ user: PublicUser; session: SessionInfo } | null> {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const db = await getDb();
  const [row] = await db
    .select({ user: users, sessionId: sessions.id, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashSessionToken(token)), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) return null;
  return {
    user: toPublicUser(row.user),
    session: { id: row.sessionId, expiresAt: row.expiresAt },
  };
}

/** Sign-out: the token stops working at once, whatever the browser does with its cookie. */
export async function revokeSession(token: string | null | undefined): Promise<void> {
  if (!token || !TOKEN_PATTERN.test(token)) return;
  const db = await getDb();
  await db.delete(sessions).where(eq(sessions.tokenHash, hashSessionToken(token)));
}

/** Ends every session of a user (password change or reset). Returns how many were ended. */
export async function revokeAllSessions(userId: string, db?: Database): Promise<number> {
  const executor = db ?? (await getDb());
  const removed = await executor
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ id: sessions.id });
  return removed.length;
}

/**
 * The user-cookie payload. Its `exp` is the session expiry, or the end of the subscription when
 * that comes first, so the proxy stops trusting `isSubscribed` the moment it runs out.
 */
export async function getUserCookieData(
  user: Pick<PublicUser, 'id' | 'name' | 'image' | 'type' | 'subscribedUntil'>,
  sessionExpiresAt: Date,
  now: Date = new Date(),
): Promise<UserCookieData> {
  const status = await getSubscriptionStatus(user, now);
  let expMs = sessionExpiresAt.getTime();
  if (status.isSubscribed && status.subscribedUntil) {
    expMs = Math.min(expMs, status.subscribedUntil.getTime());
  }
  return {
    id: user.id,
    name: user.name,
    image: user.image,
    type: user.type,
    isSubscribed: status.isSubscribed,
    exp: Math.floor(expMs / 1000),
  };
}

/** The signed `fursa_user` cookie value for a user and the maxAge (seconds) it should be set with. */
export async function createUserCookie(
  user: Pick<PublicUser, 'id' | 'name' | 'image' | 'type' | 'subscribedUntil'>,
  sessionExpiresAt: Date,
  now: Date = new Date(),
): Promise<{ value: string; data: UserCookieData; maxAge: number }> {
  const data = await getUserCookieData(user, sessionExpiresAt, now);
  return {
    value: signUserCookie(data, getAuthSecret()),
    data,
    maxAge: secondsUntil(sessionExpiresAt, now.getTime()),
  };
}

/**
 * Re-reads the user behind a session token and signs fresh cookie data, for a missing, stale or
 * outdated `fursa_user` cookie. Null when the session is gone: the caller clears both cookies.
 */
export async function getFreshUserCookie(
  token: string | null | undefined,
  now: Date = new Date(),
): Promise<{ value: string; data: UserCookieData; maxAge: number } | null> {
  const found = await getSessionUser(token, now);
  if (!found) return null;
  return createUserCookie(found.user, found.session.expiresAt, now);
}
