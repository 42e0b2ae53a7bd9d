import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { jobs } from '@/lib/db/schema';
import type { PgBossEngine } from './pg-boss';

/**
 * How much work waits, for /api/health: jobs queued (or waiting for a retry), being worked, and
 * dead (waiting for an operator: `npm run jobs -- list-failed`). Both places count: the `jobs`
 * table (the in-process engine, and what ran in-process while pg-boss was down) and pg-boss's
 * queues. `null` where a place did not answer.
 */

export type JobsBacklog = { queued: number | null; active: number | null; dead: number | null };

async function countTable(): Promise<{ queued: number; active: number; dead: number }> {
  const db = await getDb();
  const [row] = await db
    .select({
      queued: sql<number>`count(*) filter (where ${jobs.state} in ('queued', 'retry'))::int`,
      active: sql<number>`count(*) filter (where ${jobs.state} = 'active')::int`,
      dead: sql<number>`count(*) filter (where ${jobs.state} = 'dead')::int`,
    })
    .from(jobs);
  return { queued: row?.queued ?? 0, active: row?.active ?? 0, dead: row?.dead ?? 0 };
}

export async function countBacklog(boss: PgBossEngine | null): Promise<JobsBacklog> {
  const [table, queues] = await Promise.all([
    countTable().catch(() => null),
    boss ? (boss.running ? boss.backlog().catch(() => null) : null) : undefined,
  ]);
  // pg-boss configured but not answering: its part is unknown, so the sums are too.
  if (!table || queues === null) return { queued: null, active: null, dead: null };
  const add = (key: keyof typeof table) => table[key] + (queues?.[key] ?? 0);
  return { queued: add('queued'), active: add('active'), dead: add('dead') };
}
