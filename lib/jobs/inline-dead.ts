import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { jobs } from '@/lib/db/schema';

/** The in-process engine's dead jobs: what `npm run jobs` lists and retries, and their pruning. */

export type DeadJob = {
  id: string;
  name: string;
  attempts: number;
  error: string | null;
  createdAt: Date;
  failedAt: Date;
};

export async function listDeadInline(limit = 100): Promise<DeadJob[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: jobs.id,
      name: jobs.name,
      attempts: jobs.attempts,
      error: jobs.lastError,
      createdAt: jobs.createdAt,
      failedAt: jobs.updatedAt,
    })
    .from(jobs)
    .where(eq(jobs.state, 'dead'))
    .orderBy(desc(jobs.updatedAt))
    .limit(limit);
  return rows;
}

/** Dead jobs (one by id, or all) due again with their attempts afresh. Returns their ids. */
export async function retryDeadInline(id?: string): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .update(jobs)
    .set({ state: 'retry', attempts: 0, runAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(jobs.state, 'dead'), id ? eq(jobs.id, id) : undefined))
    .returning({ id: jobs.id });
  return rows.map((row) => row.id);
}

/** Deletes dead jobs older than `days`. Returns how many. */
export async function pruneDeadInline(days: number): Promise<number> {
  const db = await getDb();
  const rows = await db
    .delete(jobs)
    .where(
      and(
        eq(jobs.state, 'dead'),
        sql`${jobs.updatedAt} < now() - make_interval(days => ${days}::int)`,
      ),
    )
    .returning({ id: jobs.id });
  return rows.length;
}
