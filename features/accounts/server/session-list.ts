import 'server-only';
import { and, desc, eq, ne, type SQL } from 'drizzle-orm';
import { describeUserAgent, type DeviceDescription } from '@/features/accounts/user-agent';
import { getDb } from '@/lib/db';
import { sessions } from '@/lib/db/schema';
import { deleteSessions } from '@/lib/auth/session-end';
import { aliveCondition } from '@/lib/auth/session-liveness';
import { revokeAllSessions } from '@/lib/auth/sessions';
import { UUID } from '@/lib/ids';

/**
 * The user's view of their sessions (ASVS 7.5.2): which devices are signed in, and ending them.
 * Every function takes the signed-in user's id and touches only that user's rows.
 */

/** More would be a list nobody reads; the oldest beyond it still end with "everywhere". */
export const SESSION_LIST_LIMIT = 50;

export type SessionListItem = DeviceDescription & {
  id: string;
  createdAt: Date;
  lastSeenAt: Date;
  /** The session of the request that asked: "this device". */
  current: boolean;
};

/** The user's live sessions, this device first, then the most recently seen. */
export async function listSessions(
  userId: string,
  currentSessionId: string | null,
  now: Date = new Date(),
): Promise<SessionListItem[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), aliveCondition(now)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt))
    .limit(SESSION_LIST_LIMIT);
  return rows
    .map(({ userAgent, ...row }) => ({
      ...row,
      ...describeUserAgent(userAgent),
      current: row.id === currentSessionId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/**
 * Ends one other session of the user. False when it is not theirs, does not exist or is the
 * current one (signing out, or "everywhere", ends that).
 */
export async function endSession(
  userId: string,
  sessionId: string,
  currentSessionId: string,
): Promise<boolean> {
  if (!UUID.test(sessionId) || sessionId === currentSessionId) return false;
  const removed = await deleteSessions(
    and(eq(sessions.userId, userId), eq(sessions.id, sessionId)) as SQL,
  );
  return removed.length === 1;
}

/** Ends every session of the user but the current one. Returns how many ended. */
export async function endOtherSessions(userId: string, currentSessionId: string): Promise<number> {
  const removed = await deleteSessions(
    and(eq(sessions.userId, userId), ne(sessions.id, currentSessionId)) as SQL,
  );
  return removed.length;
}

/** Sign out everywhere: every session of the user, the current one included. */
export async function endAllSessions(userId: string): Promise<number> {
  return revokeAllSessions(userId);
}
