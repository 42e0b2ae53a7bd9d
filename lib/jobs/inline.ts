import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { executeRows, getDb } from '@/lib/db';
import { jobs } from '@/lib/db/schema';
import { errorForLog } from '@/lib/errors/error-for-log';
import { JOB_LEASE_SECONDS } from './config';
import { getJobDefinition, retryDelaySeconds, type JobDefinition } from './define';

/**
 * The in-process engine: jobs are rows of the `jobs` table in the app's own database (PGlite by
 * default), worked by a poller in every process that started jobs. A row is written before any
 * attempt and deleted only once the handler succeeded, so a handler that throws (or a process that
 * dies mid-attempt) never loses its job: it is tried again after its back-off (or its lease), and
 * after its last attempt it stays `dead` until an operator retries it.
 */

export type EnqueueOptions = {
  /** While a job of this name and key is waiting, another one with the key is not added. */
  singletonKey?: string;
  /** Not before this time (a Date) or this many seconds from now. */
  startAfter?: Date | number;
};

type Claimed = { id: string; name: string; payload: unknown; attempts: number; retryLimit: number };

const claimedColumns = {
  id: jobs.id,
  name: jobs.name,
  payload: jobs.payload,
  attempts: jobs.attempts,
  retryLimit: jobs.retryLimit,
};
const lease = sql`now() + make_interval(secs => ${JOB_LEASE_SECONDS}::float8)`;

export function startAfterDate(startAfter: EnqueueOptions['startAfter']): Date | null {
  if (startAfter === undefined) return null;
  return startAfter instanceof Date ? startAfter : new Date(Date.now() + startAfter * 1000);
}

/**
 * Records the job and, unless it is to wait, runs its first attempt before returning, as the app
 * did before there were jobs (what the user just did shows its effects at once). Never throws.
 * Returns the job's id, or null when a waiting job with the same singleton key made it unneeded.
 */
export async function enqueueInline<T>(
  definition: JobDefinition<T>,
  payload: T,
  options: EnqueueOptions = {},
): Promise<string | null> {
  const { name, options: rules } = definition;
  const runAt = startAfterDate(options.startAfter);
  let claimed: Claimed | undefined;
  try {
    const db = await getDb();
    if (!runAt && !options.singletonKey) {
      // Written already taken: a process that dies during the attempt leaves a row that the
      // poller takes again once the lease has passed.
      [claimed] = await db
        .insert(jobs)
        .values({
          name,
          payload,
          state: 'active',
          attempts: 1,
          retryLimit: rules.retryLimit,
          lockedUntil: lease,
        })
        .returning(claimedColumns);
    } else {
      const [row] = await db
        .insert(jobs)
        .values({
          name,
          payload,
          singletonKey: options.singletonKey ?? null,
          retryLimit: rules.retryLimit,
          ...(runAt ? { runAt } : {}),
        })
        .onConflictDoNothing({
          target: [jobs.name, jobs.singletonKey],
          where: sql`${jobs.state} = 'queued' and ${jobs.singletonKey} is not null`,
        })
        .returning({ id: jobs.id });
      if (!row) return null;
      if (runAt) return row.id;
      [claimed] = await db
        .update(jobs)
        .set({ state: 'active', attempts: sql`${jobs.attempts} + 1`, lockedUntil: lease })
        .where(and(eq(jobs.id, row.id), eq(jobs.state, 'queued')))
        .returning(claimedColumns);
      if (!claimed) return row.id; // a poller took it first
    }
  } catch (error) {
    console.error(`[jobs] ${name} could not be recorded: running it once now`, errorForLog(error));
    if (!runAt) await runUnrecorded(definition, payload);
    return null;
  }
  await runClaimed(definition, claimed!);
  return claimed!.id;
}

/** The last resort when the database refuses the row: one attempt, nothing to retry from. */
async function runUnrecorded<T>(definition: JobDefinition<T>, payload: T): Promise<void> {
  try {
    await definition.handler(payload, { jobId: 'unrecorded', attempt: 1 });
  } catch (error) {
    console.error(`[jobs] ${definition.name} failed and was not recorded`, errorForLog(error));
  }
}

/** One attempt of a claimed row: deleted on success, rescheduled or dead on failure. */
async function runClaimed<T>(definition: JobDefinition<T>, row: Claimed): Promise<void> {
  const parsed = definition.schema.safeParse(row.payload);
  if (!parsed.success) {
    // It can never succeed: dead at once, for the operator to look at.
    await recordFailure({ ...row, retryLimit: 0 }, new Error('payload refused by its schema'), 0);
    return;
  }
  try {
    await definition.handler(parsed.data, { jobId: row.id, attempt: row.attempts });
  } catch (error) {
    await recordFailure(row, error, retryDelaySeconds(definition.options.backoff, row.attempts));
    return;
  }
  try {
    const db = await getDb();
    await db
      .delete(jobs)
      .where(and(eq(jobs.id, row.id), eq(jobs.state, 'active'), eq(jobs.attempts, row.attempts)));
  } catch (error) {
    // The work is done but the row stays active: it runs again after its lease (at least once).
    console.error(`[jobs] ${row.name} succeeded but could not be marked done`, errorForLog(error));
  }
}

async function recordFailure(row: Claimed, error: unknown, delaySeconds: number): Promise<void> {
  const dead = row.attempts > row.retryLimit;
  const message = errorForLog(error);
  // A lost last attempt is reported as that attempt, not as one more than allowed.
  const of = `attempt ${Math.min(row.attempts, row.retryLimit + 1)} of ${row.retryLimit + 1}`;
  console.error(
    `[jobs] ${row.name} ${row.id} failed (${of})${dead ? ': dead' : `; again in ${delaySeconds}s`}`,
    message,
  );
  try {
    const db = await getDb();
    await db
      .update(jobs)
      .set({
        state: dead ? 'dead' : 'retry',
        runAt: sql`now() + make_interval(secs => ${delaySeconds}::float8)`,
        lockedUntil: null,
        lastError: message,
        updatedAt: sql`now()`,
      })
      .where(and(eq(jobs.id, row.id), eq(jobs.state, 'active'), eq(jobs.attempts, row.attempts)));
  } catch (failure) {
    // Still active: the lease brings it back.
    console.error(`[jobs] ${row.name} failure could not be recorded`, errorForLog(failure));
  }
}

/**
 * Takes up to `limit` due jobs, and attempts whose lease has passed (their process died), in one
 * statement: SKIP LOCKED keeps two instances on one PostgreSQL from taking the same row.
 */
async function claimDue(limit: number): Promise<Claimed[]> {
  const db = await getDb();
  return executeRows<Claimed>(
    db,
    sql`update ${jobs} set state = 'active', attempts = attempts + 1, locked_until = ${lease},
          updated_at = now()
        where id in (
          select id from ${jobs}
          where (state in ('queued', 'retry') and run_at <= now())
             or (state = 'active' and locked_until <= now())
          order by run_at
          limit ${limit}
          for update skip locked)
        returning id, name, payload, attempts, retry_limit as "retryLimit"`,
  );
}

const BATCH = 10;

/** Runs every job that is due now, a batch at a time. Returns how many were attempted. */
export async function drainDueJobs(): Promise<number> {
  let attempted = 0;
  for (let round = 0; round < 100; round += 1) {
    const rows = await claimDue(BATCH);
    await Promise.all(rows.map((row) => runRow(row)));
    attempted += rows.length;
    if (rows.length < BATCH) break;
  }
  return attempted;
}

async function runRow(row: Claimed): Promise<void> {
  const definition = getJobDefinition(row.name);
  if (row.attempts > row.retryLimit + 1) {
    // Taken again after its lease, but the attempt that was lost was its last.
    await recordFailure(row, new Error('the last attempt was lost (its process ended)'), 0);
  } else if (!definition) {
    // Another version of the app may know it (a rolling deploy): counted, and tried again later.
    await recordFailure(row, new Error(`no job named ${row.name} in this version`), 60);
  } else {
    await runClaimed(definition, row);
  }
}
