import 'server-only';
import type { JobResult, JobWithMetadata, PgBoss } from 'pg-boss';
import { errorForLog } from '@/lib/errors/error-for-log';
import { DEAD_JOB_RETENTION_DAYS, JOB_LEASE_SECONDS } from './config';
import { cronOf, getJobDefinition, listJobDefinitions, type JobDefinition } from './define';
import type { PgBossEngineOptions } from './pg-boss';

/**
 * pg-boss's side of the job definitions: a queue per job carrying its retry rules (created, then
 * kept up to date at every start), a worker per queue, its schedule, and one dead-letter queue.
 */

export const DEAD_LETTER_QUEUE = 'fursa.dead-letter';
const DAY_SECONDS = 24 * 60 * 60;
/** Done jobs are no history anyone reads; the dead letters keep the failures. */
const KEEP_DONE_SECONDS = 60 * 60;

/**
 * The dead-letter queue and each job's queue (an existing one gets today's rules), then, unless
 * the engine only administers them (the CLI), a worker and the schedule per queue. `working`
 * keeps a start that is tried again from adding a second worker.
 */
export async function setUpQueues(
  boss: PgBoss,
  options: PgBossEngineOptions,
  working: Set<string>,
): Promise<void> {
  await boss.createQueue(DEAD_LETTER_QUEUE, {
    retentionSeconds: DEAD_JOB_RETENTION_DAYS * DAY_SECONDS,
  });
  const definitions = options.definitions ?? listJobDefinitions();
  for (const definition of definitions) {
    const { retryLimit, backoff, schedule } = definition.options;
    const rules = {
      retryLimit,
      retryDelay: Math.max(1, Math.round(backoff.initialSeconds)),
      retryBackoff: true,
      ...(backoff.maxSeconds ? { retryDelayMax: Math.round(backoff.maxSeconds) } : {}),
      expireInSeconds: JOB_LEASE_SECONDS,
      deleteAfterSeconds: KEEP_DONE_SECONDS,
      deadLetter: DEAD_LETTER_QUEUE,
    };
    // 'short': at most one waiting job per singleton key; created once, then kept up to date.
    await boss.createQueue(definition.name, { policy: 'short', notify: true, ...rules });
    await boss.updateQueue(definition.name, rules);
    if (options.workers === false || working.has(definition.name)) continue;
    const poll = options.pollSeconds;
    await boss.work(
      definition.name,
      {
        // Woken by NOTIFY when a job is sent; polled as well for retries coming due.
        pollingIntervalSeconds: poll,
        notifyPollingIntervalSeconds: poll,
        // Up to 10 at a time, fetched again at once while batches come back full: a burst of
        // notifications is not paced by the polling interval.
        batchSize: 10,
        burstWhenBatchFull: true,
        includeMetadata: true,
        perJobResults: true,
      },
      (jobs) => {
        // The registered definition when it is the registry's (a dev reload may have replaced its
        // handler); the one given when the engine was handed its own list.
        const current = options.definitions
          ? definition
          : (getJobDefinition(definition.name) ?? definition);
        return Promise.all(jobs.map((job) => runJob(current, job)));
      },
    );
    working.add(definition.name);
    if (schedule) await boss.schedule(definition.name, cronOf(schedule), {}, { tz: 'UTC' });
    else await boss.unschedule(definition.name);
  }
}

/**
 * One attempt, settled on its own (a batch's other jobs are not failed with it). What pg-boss
 * stores of a failure is the bounded message (no query parameters); a payload its schema refuses
 * can never succeed and goes to the dead letters at once.
 */
async function runJob(
  definition: JobDefinition,
  job: JobWithMetadata<unknown>,
): Promise<JobResult> {
  const attempt = job.retryCount + 1;
  const parsed = definition.schema.safeParse(job.data);
  if (!parsed.success) {
    console.error(`[jobs] ${definition.name} ${job.id} has a payload its schema refuses: dead`);
    return {
      id: job.id,
      status: 'deadletter',
      output: { message: 'payload refused by its schema' },
    };
  }
  try {
    await definition.handler(parsed.data, { jobId: job.id, attempt });
    return { id: job.id, status: 'completed' };
  } catch (error) {
    const message = errorForLog(error);
    const last = job.retryCount >= job.retryLimit;
    console.error(
      `[jobs] ${definition.name} ${job.id} failed (attempt ${attempt} of ${job.retryLimit + 1})${last ? ': dead' : ''}`,
      message,
    );
    return { id: job.id, status: 'failed', output: { message } };
  }
}
