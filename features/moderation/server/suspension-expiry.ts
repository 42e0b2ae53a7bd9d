import 'server-only';
import { eq, lte } from 'drizzle-orm';
import { z } from 'zod';
import { deliverNotifications } from '@/features/notifications/server/deliver';
import { isSuspensionOver } from '@/lib/auth/suspension';
import { getDb } from '@/lib/db';
import { users } from '@/lib/db/schema';
import { defineJob } from '@/lib/jobs';
import { revalidateKinds } from './held-listings';
import { liftSuspension } from './suspension';

/**
 * A suspension with an end is over once the end has passed: the user may sign in again and their
 * held listings come back. Lifted lazily when they sign in (accounts.ts) and, for those who do
 * not, by a scheduled sweep, so the listings return on time either way.
 */

/**
 * Lifts the user's suspension if its end has passed (no audit entry: nobody acted). True when it
 * is over, whether this call or a concurrent one lifted it; false while it still holds.
 */
export async function liftExpiredSuspension(
  userId: string,
  now: Date = new Date(),
): Promise<boolean> {
  const db = await getDb();
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!row?.suspendedAt) return { over: true, lifted: null };
    if (!isSuspensionOver(row, now)) return { over: false, lifted: null };
    // Keyed by the suspension: the sweep and a sign-in at once notify once.
    const key = `account_restored:${row.suspendedAt.toISOString()}`;
    return { over: true, lifted: await liftSuspension(tx, row.id, now, key) };
  });
  if (outcome.lifted) {
    await deliverNotifications([outcome.lifted.notification]);
    revalidateKinds(outcome.lifted.kinds);
  }
  return outcome.over;
}

/** Every suspension whose end has passed; returns how many were found. */
export async function liftExpiredSuspensions(now: Date = new Date()): Promise<number> {
  const db = await getDb();
  const due = await db
    .select({ id: users.id })
    .from(users)
    .where(lte(users.suspendedUntil, now))
    .limit(500);
  for (const { id } of due) await liftExpiredSuspension(id, now);
  return due.length;
}

/** Every 15 minutes, once for the cluster (lib/jobs/catalog.ts loads this module). */
defineJob(
  'moderation.suspensions',
  z.object({}),
  async () => {
    await liftExpiredSuspensions();
  },
  { retryLimit: 2, backoff: { initialSeconds: 60 }, schedule: { everyMinutes: 15 } },
);
