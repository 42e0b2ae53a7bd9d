import 'server-only';
import { z } from 'zod';
import { errorForLog } from '@/lib/errors/error-for-log';
import { engineKindOf, pollSecondsOf, type EngineKind } from './config';
import { countBacklog, type JobsBacklog } from './backlog';
import { getJobDefinition, type JobDefinition } from './define';
import { claimEmbeddedDatabase } from './embedded-owner';
import { enqueueInline, type EnqueueOptions } from './inline';
import { InlineWorker } from './inline-worker';
import { PgBossEngine } from './pg-boss';
import { settledWithin } from './settled';

/**
 * Durable jobs: whatever is not the user's own write (notification fan-out, push, saved-search
 * matching, mail, the timed sweeps and prunes). `defineJob` names a job; `enqueue` asks for one
 * and never fails the caller; `startJobs` (instrumentation.ts) starts this process's workers.
 * docs/jobs.md tells the engines apart and how an operator handles dead jobs.
 */

export { defineJob, type JobDefinition } from './define';
export type { EnqueueOptions } from './inline';
export type { EngineKind } from './config';
export type { JobsBacklog } from './backlog';

type Running = { kind: EngineKind; inline: InlineWorker; boss: PgBossEngine | null };
type Holder = { __fursaJobs?: Running; __fursaJobsStarting?: Promise<void> };
// One set of workers per process, whichever bundle asks (see define.ts).
const holder = globalThis as unknown as Holder;

/**
 * Asks for a job. With pg-boss running it is queued there; otherwise (the in-process engine, a
 * process that started no workers, pg-boss down) it is recorded in the `jobs` table and its first
 * attempt runs before this returns. A payload its schema refuses is a bug: logged, not queued.
 * Never throws. Returns the job's id, or null when nothing was queued.
 */
export async function enqueue(
  name: string,
  payload: unknown,
  options: EnqueueOptions = {},
): Promise<string | null> {
  const definition = getJobDefinition(name);
  if (!definition) {
    console.error(`[jobs] no job named ${name}: not queued`);
    return null;
  }
  return enqueueJob(definition, payload, options);
}

/** `enqueue` with the payload typed by the definition. */
export async function enqueueJob<T>(
  definition: JobDefinition<T>,
  payload: T,
  options: EnqueueOptions = {},
): Promise<string | null> {
  const parsed = definition.schema.safeParse(payload);
  if (!parsed.success) {
    console.error(`[jobs] ${definition.name}: payload refused`, z.prettifyError(parsed.error));
    return null;
  }
  const boss = holder.__fursaJobs?.boss;
  if (boss && (await boss.ready())) {
    try {
      return await boss.send(definition as JobDefinition, parsed.data, options);
    } catch (error) {
      console.error(
        `[jobs] ${definition.name} could not be queued in pg-boss: running it in-process`,
        errorForLog(error),
      );
    }
  }
  return enqueueInline(definition, parsed.data, options);
}

export type StartJobsOptions = {
  engine?: EngineKind;
  /** Seconds between polls (JOBS_POLL_SECONDS). */
  pollSeconds?: number;
  /** pg-boss: seconds between cron passes (tests). */
  cronSeconds?: number;
};

/**
 * Starts this process's workers once: the in-process poller always (it keeps the schedules on the
 * in-process engine, and on pg-boss it runs what was recorded while pg-boss was down), and pg-boss
 * on PostgreSQL. Resolves once pg-boss has started or failed to (a failure is retried in the
 * background: jobs meanwhile run in-process). Never throws.
 */
export function startJobs(options: StartJobsOptions = {}): Promise<void> {
  holder.__fursaJobsStarting ??= start(options);
  return holder.__fursaJobsStarting;
}

async function start(options: StartJobsOptions): Promise<void> {
  try {
    const { loadJobDefinitions } = await import('./catalog');
    await loadJobDefinitions();
  } catch (error) {
    console.error('[jobs] job definitions could not be loaded', errorForLog(error));
  }
  const kind = options.engine ?? engineKindOf();
  const pollSeconds = options.pollSeconds ?? pollSecondsOf();
  const url = process.env.DATABASE_URL;
  const boss =
    kind === 'pg-boss' && url
      ? new PgBossEngine({ connectionString: url, pollSeconds, cronSeconds: options.cronSeconds })
      : null;
  // While pg-boss has not started (its schema refused, say) the schedules run in-process, once
  // per occurrence for the cluster all the same; handlers are idempotent if both ever ran one.
  const inline = new InlineWorker({
    pollMs: pollSeconds * 1000,
    schedules: () => boss === null || boss.failed,
  });
  holder.__fursaJobs = { kind: boss ? 'pg-boss' : 'inline', inline, boss };
  claimEmbeddedDatabase();
  inline.start();
  console.info(`[jobs] ${boss ? 'pg-boss' : 'in-process'} engine in process ${process.pid}`);
  // A server whose database hangs still starts: the attempt goes on in the background.
  if (boss) await settledWithin(boss.start(), START_WAIT_MS);
}

const START_WAIT_MS = 15_000;

/** Stops this process's workers (tests; a graceful shutdown). */
export async function stopJobs(): Promise<void> {
  await holder.__fursaJobsStarting;
  const running = holder.__fursaJobs;
  holder.__fursaJobs = undefined;
  holder.__fursaJobsStarting = undefined;
  if (!running) return;
  await Promise.all([running.inline.stop(), running.boss?.stop()]);
}

export type JobsHealth = {
  engine: EngineKind;
  /** degraded: no workers here, pg-boss unreachable (jobs then run in-process) or the poller failing. */
  status: 'ok' | 'degraded';
  workers: boolean;
};

/** For /api/health: the queue is optional, so this never fails the check by itself. */
export async function getJobsHealth(): Promise<JobsHealth> {
  const running = holder.__fursaJobs;
  if (!running) return { engine: engineKindOf(), status: 'degraded', workers: false };
  const inlineOk = running.inline.healthy !== false;
  const bossOk = running.boss ? await running.boss.healthy() : true;
  return { engine: running.kind, status: inlineOk && bossOk ? 'ok' : 'degraded', workers: true };
}

/** Jobs waiting, being worked and dead, for /api/health (backlog.ts); never throws. */
export function getJobsBacklog(): Promise<JobsBacklog> {
  return countBacklog(holder.__fursaJobs?.boss ?? null);
}
