import 'server-only';
import type { SQL } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db';
import { sessions } from '@/lib/db/schema';
import { endedCondition, forgetSessionChecks } from './session-liveness';

/**
 * How sessions end (sign-out, password change or reset, the session list, the idle time-out):
 * rows deleted, the proxy's cached answers dropped, realtime connections closed.
 */

const pendingEndings = new Set<Promise<void>>();

/** Tests wait here for the realtime side of ended sessions (it runs in the background). */
export async function settleSessionEndings(): Promise<void> {
  while (pendingEndings.size > 0) await Promise.all([...pendingEndings]);
}

/**
 * Closes the realtime connections of users whose sessions ended: a socket must not outlive the
 * session that authorized it. In the background and after the caller's transaction has had its
 * chance to commit, so a socket that reconnects at once is authorized against the ended state;
 * a failure is logged by publish.ts and never fails the sign-out.
 */
function endRealtime(userIds: string[], sessionIds: string[]): void {
  if (userIds.length === 0) return;
  const work = (async () => {
    await new Promise((resolve) => setImmediate(resolve));
    // Again: a check made before the caller's commit may have cached the row as alive.
    forgetSessionChecks(sessionIds);
    const { terminateUserConnections } = await import('@/lib/realtime/publish');
    await Promise.all(userIds.map((id) => terminateUserConnections(id)));
  })().catch((error: unknown) => {
    console.error('[auth] closing realtime connections failed', error);
  });
  pendingEndings.add(work);
  void work.finally(() => pendingEndings.delete(work));
}

/**
 * The one way sessions end: their rows are DELETED (push tokens go with them through their
 * foreign key), the proxy's cached answers about them dropped and, unless `quiet` (a row found
 * already ended, whose sockets were never more than its user's), their users' sockets closed.
 */
export async function deleteSessions(
  where: SQL,
  options: { db?: Database; quiet?: boolean } = {},
): Promise<Array<{ id: string; userId: string }>> {
  const db = options.db ?? (await getDb());
  const removed = await db
    .delete(sessions)
    .where(where)
    .returning({ id: sessions.id, userId: sessions.userId });
  const ids = removed.map((row) => row.id);
  forgetSessionChecks(ids);
  if (!options.quiet) endRealtime([...new Set(removed.map((row) => row.userId))], ids);
  return removed;
}

const PRUNE_INTERVAL_MS = 60 * 60 * 1000;
const pruning = globalThis as unknown as { __fursaSessionsPrunedAt?: number };

/**
 * Deletes every ended session (and so the push tokens bound to them) of any user, at most hourly
 * per process: an account nobody signs in to again must not keep receiving pushes.
 */
export async function pruneEndedSessions(now: Date = new Date(), db?: Database): Promise<number> {
  const last = pruning.__fursaSessionsPrunedAt ?? 0;
  if (Math.abs(now.getTime() - last) < PRUNE_INTERVAL_MS) return 0;
  pruning.__fursaSessionsPrunedAt = now.getTime();
  return (await deleteSessions(endedCondition(now), { db, quiet: true })).length;
}
