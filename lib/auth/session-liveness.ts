import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq, gt, lte, or, type SQL } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db';
import { sessions } from '@/lib/db/schema';
import { UUID } from '@/lib/ids';

/**
 * When a session counts as alive: before its absolute end (expires_at) and seen within the idle
 * time-out (SESSION_IDLE_DAYS, default 14). And the proxy's way of asking, cheaply, whether the
 * session a signed user cookie names is still there.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
export const DEFAULT_SESSION_IDLE_DAYS = 14;
/** last_seen_at moves at most this often: a write every few minutes, not one per request. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;
/** How long the proxy trusts a positive answer: a revocation elsewhere is seen within this. */
export const SESSION_CHECK_TTL_MS = 5_000;
const CACHE_LIMIT = 1_000;

/** SESSION_IDLE_DAYS in milliseconds; a missing or unusable value means the default. */
export function getSessionIdleMs(env: Record<string, string | undefined> = process.env): number {
  const raw = env.SESSION_IDLE_DAYS;
  const days = raw === undefined || raw.trim() === '' ? NaN : Number(raw);
  return (Number.isFinite(days) && days > 0 ? days : DEFAULT_SESSION_IDLE_DAYS) * DAY_MS;
}

/** A short idle time-out (tests, strict deployments) needs last_seen_at kept fresher. */
export function getTouchIntervalMs(idleMs: number = getSessionIdleMs()): number {
  return Math.min(TOUCH_INTERVAL_MS, Math.floor(idleMs / 4));
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

type Times = { expiresAt: Date; lastSeenAt: Date };

export function isSessionAlive(times: Times, now: Date, idleMs = getSessionIdleMs()): boolean {
  return (
    times.expiresAt.getTime() > now.getTime() && times.lastSeenAt.getTime() + idleMs > now.getTime()
  );
}

/** The SQL twin of isSessionAlive. */
export function aliveCondition(now: Date, idleMs = getSessionIdleMs()): SQL {
  return and(
    gt(sessions.expiresAt, now),
    gt(sessions.lastSeenAt, new Date(now.getTime() - idleMs)),
  ) as SQL;
}

/** Past its absolute end or idle too long: the row only waits to be deleted. */
export function endedCondition(now: Date, idleMs = getSessionIdleMs()): SQL {
  return or(
    lte(sessions.expiresAt, now),
    lte(sessions.lastSeenAt, new Date(now.getTime() - idleMs)),
  ) as SQL;
}

type Entry = { userId: string; tokenHash: string; checkedAt: number } & Times;
const holder = globalThis as unknown as { __fursaSessionChecks?: Map<string, Entry> };

// On globalThis: the proxy and the app's routes are separate bundles in one process, and a
// revocation by either must reach the other's answers.
function checks(): Map<string, Entry> {
  holder.__fursaSessionChecks ??= new Map();
  return holder.__fursaSessionChecks;
}

/** Drops cached answers for these sessions: a revocation in this process is seen at once. */
export function forgetSessionChecks(ids: Iterable<string>): void {
  const cache = checks();
  for (const id of ids) cache.delete(id);
}

function remember(id: string, entry: Entry): void {
  const cache = checks();
  cache.delete(id);
  // Oldest first in a Map's order: a flood of sessions evicts old answers, never grows the map.
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(id, entry);
}

export type SessionClaim = { sessionId: string; userId: string; token: string };

/**
 * Whether the session a user cookie names is alive and is the one behind the session cookie next
 * to it (same row, same user): one primary-key read, or a positive answer from the last few
 * seconds. `fresh` skips that cache (a redirect that rests on being signed in). A session found
 * ended is deleted, and its push tokens with it.
 */
export async function isSessionClaimAlive(
  claim: SessionClaim,
  options: { now?: Date; fresh?: boolean; db?: Database } = {},
): Promise<boolean> {
  if (!claim.token || !UUID.test(claim.sessionId)) return false;
  const now = options.now ?? new Date();
  const tokenHash = hashSessionToken(claim.token);
  const matches = (entry: Entry) =>
    entry.userId === claim.userId && entry.tokenHash === tokenHash && isSessionAlive(entry, now);
  const cached = checks().get(claim.sessionId);
  if (!options.fresh && cached && now.getTime() - cached.checkedAt < SESSION_CHECK_TTL_MS) {
    return matches(cached);
  }
  const db = options.db ?? (await getDb());
  const [row] = await db
    .select({
      userId: sessions.userId,
      tokenHash: sessions.tokenHash,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(eq(sessions.id, claim.sessionId))
    .limit(1);
  checks().delete(claim.sessionId);
  if (!row) return false;
  if (!isSessionAlive(row, now)) {
    await db.delete(sessions).where(and(eq(sessions.id, claim.sessionId), endedCondition(now)));
    return false;
  }
  const entry = { ...row, checkedAt: now.getTime() };
  if (!matches(entry)) return false;
  remember(claim.sessionId, entry);
  return true;
}
