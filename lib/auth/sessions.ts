import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, lte, type SQL } from 'drizzle-orm';
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
import { deleteSessions, pruneEndedSessions } from './session-end';
import {
  endedCondition,
  getTouchIntervalMs,
  hashSessionToken,
  isSessionAlive,
} from './session-liveness';
import { getSubscriptionStatus } from './subscription-status';
import { isSuspended } from './suspension';

export { hashSessionToken } from './session-liveness';

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

export type NewSession = { id: string; token: string; expiresAt: Date };
export type SessionInfo = { id: string; expiresAt: Date; lastSeenAt: Date };
/** What the user cookie is signed for: the session's id (never its token) and its end. */
export type SessionRef = { id: string; expiresAt: Date };

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

// 32 random bytes = 256 bits, base64url: 43 characters.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Starts a session (a new token at every sign-in) and deletes the user's ended ones. */
export async function createSession(
  userId: string,
  options: { userAgent?: string | null; now?: Date; db?: Database } = {},
): Promise<NewSession> {
  const db = options.db ?? (await getDb());
  const now = options.now ?? new Date();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await deleteSessions(and(eq(sessions.userId, userId), endedCondition(now)) as SQL, {
    db,
    quiet: true,
  });
  await pruneEndedSessions(now, db);
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: hashSessionToken(token),
      userId,
      expiresAt,
      createdAt: now,
      lastSeenAt: now,
      userAgent: options.userAgent?.slice(0, 512) ?? null,
    })
    .returning({ id: sessions.id });
  return { id: row!.id, token, expiresAt };
}

/**
 * The signed-in user behind a session cookie, or null when unknown, revoked, expired or idle too
 * long (an ended row is deleted on the way, its push tokens with it). Marks the session as seen,
 * at most every few minutes.
 */
export async function getSessionUser(
  token: string | null | undefined,
  now: Date = new Date(),
): Promise<{ user: PublicUser; session: SessionInfo } | null> {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      user: users,
      id: sessions.id,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, hashSessionToken(token)))
    .limit(1);
  // A suspension ended every session; one that slipped through still signs nobody in.
  if (!row || isSuspended(row.user, now)) return null;
  if (!isSessionAlive(row, now)) {
    await deleteSessions(and(eq(sessions.id, row.id), endedCondition(now)) as SQL, {
      db,
      quiet: true,
    });
    return null;
  }
  let lastSeenAt = row.lastSeenAt;
  const due = new Date(now.getTime() - getTouchIntervalMs());
  if (lastSeenAt.getTime() <= due.getTime()) {
    // Conditional: of several requests at once, the first writes and the others change nothing.
    await db
      .update(sessions)
      .set({ lastSeenAt: now })
      .where(and(eq(sessions.id, row.id), lte(sessions.lastSeenAt, due)));
    lastSeenAt = now;
  }
  return {
    user: toPublicUser(row.user),
    session: { id: row.id, expiresAt: row.expiresAt, lastSeenAt },
  };
}

/** Sign-out: the token stops working at once, whatever the browser does with its cookie. */
export async function revokeSession(token: string | null | undefined): Promise<void> {
  if (!token || !TOKEN_PATTERN.test(token)) return;
  await deleteSessions(eq(sessions.tokenHash, hashSessionToken(token)));
}

/**
 * Ends every session of a user (password change or reset, sign out everywhere). Returns how many
 * were ended. `db`: the caller's transaction.
 */
export async function revokeAllSessions(userId: string, db?: Database): Promise<number> {
  return (await deleteSessions(eq(sessions.userId, userId), { db })).length;
}

/**
 * The user-cookie payload. Its `exp` is the session expiry, or the end of the subscription when
 * that comes first, so the proxy stops trusting `isSubscribed` the moment it runs out.
 */
export async function getUserCookieData(
  user: Pick<PublicUser, 'id' | 'name' | 'image' | 'type' | 'subscribedUntil'>,
  session: SessionRef,
  now: Date = new Date(),
): Promise<UserCookieData> {
  const status = await getSubscriptionStatus(user, now);
  let expMs = session.expiresAt.getTime();
  if (status.isSubscribed && status.subscribedUntil) {
    expMs = Math.min(expMs, status.subscribedUntil.getTime());
  }
  return {
    id: user.id,
    sid: session.id,
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
  session: SessionRef,
  now: Date = new Date(),
): Promise<{ value: string; data: UserCookieData; maxAge: number }> {
  const data = await getUserCookieData(user, session, now);
  return {
    value: signUserCookie(data, getAuthSecret()),
    data,
    maxAge: secondsUntil(session.expiresAt, now.getTime()),
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
  return createUserCookie(found.user, found.session, now);
}
