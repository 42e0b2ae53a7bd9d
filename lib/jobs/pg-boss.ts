import 'server-only';
import { randomUUID } from 'node:crypto';
import type { PgBoss } from 'pg-boss';
import { errorForLog } from '@/lib/errors/error-for-log';
import type { JobDefinition } from './define';
import { startAfterDate, type EnqueueOptions } from './inline';
import type { DeadJob } from './inline-dead';
import { DEAD_LETTER_QUEUE, setUpQueues } from './pg-boss-queues';
import { settledWithin } from './settled';

/**
 * The engine on PostgreSQL: pg-boss (SKIP LOCKED queues in the `pgboss` schema of the app's
 * database). A queue per job with its retry rules, one dead-letter queue for all of them, and the
 * schedules as pg-boss cron entries, which the instances claim in turn so that every occurrence
 * is sent once for the cluster. Starting never throws: until pg-boss answers, the caller
 * (lib/jobs/index.ts) runs jobs in-process instead, and a failed start is tried again.
 */

const SCHEMA = 'pgboss';
const RESTART_MAX_SECONDS = 30;

export type PgBossEngineOptions = {
  connectionString: string;
  pollSeconds: number;
  /** Work the queues (and keep the schedules); false for the CLI, which only reads and redrives. */
  workers?: boolean;
  /** Seconds between cron passes (pg-boss's default 30; the tests use 1). */
  cronSeconds?: number;
  /** Which definitions to run; all those registered when start() is called by default. */
  definitions?: JobDefinition[];
};

type State = 'stopped' | 'starting' | 'running' | 'failed';

export class PgBossEngine {
  private boss: PgBoss | null = null;
  private state: State = 'stopped';
  private attempt: Promise<void> | null = null;
  private restartTimer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  private readonly working = new Set<string>();
  private lastLogged = 0;
  private suppressed = 0;

  constructor(private readonly options: PgBossEngineOptions) {}

  get running(): boolean {
    return this.state === 'running';
  }

  /** Its last start failed (another is due): not merely starting. */
  get failed(): boolean {
    return this.state === 'failed';
  }

  /** Resolves once the first attempt has succeeded or failed; never rejects. */
  start(): Promise<void> {
    if (this.state !== 'stopped') return this.attempt ?? Promise.resolve();
    this.state = 'starting';
    this.attempt = this.tryStart();
    return this.attempt;
  }

  /** Whether jobs can go to pg-boss now (waiting a few seconds at most for a start under way). */
  async ready(waitMs = 5000): Promise<boolean> {
    if (this.state === 'starting' && this.attempt) await settledWithin(this.attempt, waitMs);
    return this.state === 'running';
  }

  async send(
    definition: JobDefinition,
    payload: unknown,
    options: EnqueueOptions,
  ): Promise<string | null> {
    const boss = this.boss;
    if (!boss || this.state !== 'running') throw new Error('pg-boss is not running');
    const startAfter = startAfterDate(options.startAfter);
    return boss.send(definition.name, payload as object, {
      // The queues' policy honours a key among waiting jobs; a job without one gets its own.
      singletonKey: options.singletonKey ?? randomUUID(),
      ...(startAfter ? { startAfter } : {}),
    });
  }

  /** ok: started and its database answers within two seconds. */
  async healthy(): Promise<boolean> {
    const boss = this.boss;
    if (!boss || this.state !== 'running') return false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), 2000);
      });
      await Promise.race([boss.getDb().executeSql('select 1'), timeout]);
      return true;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Jobs waiting and being worked in the job queues, and dead letters, from pg-boss's queue
   * counts: a cheap read of what its monitor counted, up to a minute ago.
   */
  async backlog(): Promise<{ queued: number; active: number; dead: number }> {
    const boss = await this.requireRunning();
    const queues = await boss.getQueues();
    const counts = { queued: 0, active: 0, dead: 0 };
    for (const queue of queues) {
      if (queue.name === DEAD_LETTER_QUEUE) {
        counts.dead += queue.queuedCount;
      } else {
        counts.queued += queue.queuedCount;
        counts.active += queue.activeCount;
      }
    }
    return counts;
  }

  async stop(): Promise<void> {
    if (this.restartTimer) clearTimeout(this.restartTimer);
    this.restartTimer = null;
    this.state = 'stopped';
    const boss = this.boss;
    this.boss = null;
    this.working.clear();
    await boss?.stop({ graceful: true, timeout: 5000 }).catch((error: unknown) => {
      console.error('[jobs] pg-boss did not stop cleanly', errorForLog(error));
    });
  }

  async listDead(limit = 100): Promise<DeadJob[]> {
    const boss = await this.requireRunning();
    const found = await boss.findJobs<unknown>(DEAD_LETTER_QUEUE, { queued: true, limit });
    return found.map((job) => ({
      id: job.id,
      name: job.sourceName ?? '?',
      attempts: (job.sourceRetryCount ?? 0) + 1,
      error: outputMessage(job.sourceOutput),
      createdAt: job.sourceCreatedOn ?? job.createdOn,
      failedAt: job.createdOn,
    }));
  }

  /** Moves dead letters (one by id, or all) back to their queues. Returns how many moved. */
  async retryDead(id?: string): Promise<number> {
    const boss = await this.requireRunning();
    if (id) return boss.redrive(DEAD_LETTER_QUEUE, { ids: [id] });
    let moved = 0;
    for (;;) {
      const batch = await boss.redrive(DEAD_LETTER_QUEUE, { limit: 1000 });
      moved += batch;
      if (batch < 1000) return moved;
    }
  }

  private async requireRunning(): Promise<PgBoss> {
    if (!(await this.ready()) || !this.boss) throw new Error('pg-boss is not running');
    return this.boss;
  }

  private async tryStart(): Promise<void> {
    try {
      const boss = (this.boss ??= await this.create());
      await boss.start();
      await setUpQueues(boss, this.options, this.working);
      if (this.state !== 'starting') return; // stopped meanwhile
      this.state = 'running';
      if (this.failures > 0) console.info('[jobs] pg-boss is running again');
      this.failures = 0;
    } catch (error) {
      if (this.state !== 'starting') return;
      this.state = 'failed';
      this.failures += 1;
      const wait = Math.min(2 ** (this.failures - 1), RESTART_MAX_SECONDS);
      if (this.failures === 1) {
        const meanwhile =
          this.options.workers === false
            ? ''
            : `; trying again (every ${RESTART_MAX_SECONDS}s at most), jobs run in-process meanwhile`;
        console.error(`[jobs] pg-boss could not start${meanwhile}`, errorForLog(error));
      }
      this.restartTimer = setTimeout(() => {
        this.restartTimer = null;
        if (this.state !== 'failed') return;
        this.state = 'starting';
        this.attempt = this.tryStart();
      }, wait * 1000);
      this.restartTimer.unref?.();
    }
  }

  private async create(): Promise<PgBoss> {
    const { PgBoss } = await import('pg-boss');
    const workers = this.options.workers !== false;
    const boss = new PgBoss({
      connectionString: this.options.connectionString,
      schema: SCHEMA,
      max: 4,
      application_name: 'fursa-jobs',
      // One more connection, for LISTEN: a job sent is worked at once, not at the next poll.
      // Without it (PgBouncer in transaction mode) pg-boss warns and polls.
      useListenNotify: true,
      connectionTimeoutMillis: Number(process.env.DATABASE_CONNECT_TIMEOUT_MS ?? 5000),
      supervise: workers,
      schedule: workers,
      ...(this.options.cronSeconds
        ? {
            cronMonitorIntervalSeconds: this.options.cronSeconds,
            cronWorkerIntervalSeconds: this.options.cronSeconds,
          }
        : {}),
    });
    // Without a listener an 'error' event would end the process; an outage repeats it every poll.
    boss.on('error', (error) => this.log('error', error));
    // Its own advice (slow queries, a growing backlog, clock skew, no LISTEN): worth an operator's eye.
    boss.on('warning', (warning) => this.log('warn', warning.message));
    return boss;
  }

  /** At most one line a minute: an outage repeats the same error at every poll. */
  private log(level: 'error' | 'warn', what: unknown): void {
    const now = Date.now();
    if (now - this.lastLogged < 60_000) {
      this.suppressed += 1;
      return;
    }
    const more = this.suppressed > 0 ? ` (and ${this.suppressed} more in the last minute)` : '';
    this.lastLogged = now;
    this.suppressed = 0;
    console[level](`[jobs] pg-boss${more}`, typeof what === 'string' ? what : errorForLog(what));
  }
}

function outputMessage(output: object | null): string | null {
  if (!output) return null;
  const message = (output as { message?: unknown }).message;
  return typeof message === 'string' ? message : JSON.stringify(output).slice(0, 500);
}
