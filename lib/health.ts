import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { suspectOutage } from '@/lib/db/outage-state';
import { getJobsHealth, type JobsHealth } from '@/lib/jobs';

export async function checkDatabase(): Promise<{
  ok: boolean;
  driver: 'postgres' | 'pglite';
  latencyMs?: number;
}> {
  const driver = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  const started = performance.now();
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return { ok: true, driver, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    console.error('[health] database check failed', error);
    suspectOutage(); // the request layer checks again before the next page
    return { ok: false, driver };
  }
}

/**
 * The job engine's state, for the same report. The queue is optional (jobs run in-process while
 * pg-boss is down), so a degraded engine never makes the check fail.
 */
export async function checkJobs(): Promise<JobsHealth> {
  try {
    return await getJobsHealth();
  } catch (error) {
    console.error('[health] job engine check failed', error);
    return {
      engine: process.env.DATABASE_URL ? 'pg-boss' : 'inline',
      status: 'degraded',
      workers: false,
    };
  }
}
