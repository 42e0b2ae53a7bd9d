import 'server-only';
import { errorForLog } from '@/lib/errors/error-for-log';
import { drainDueJobs } from './inline';
import { fireSchedules } from './inline-schedules';

/**
 * The in-process engine's poller: every `pollMs` it queues the schedules' due occurrences (when it
 * keeps the schedules: on the in-process engine, and on pg-boss while pg-boss has not started) and
 * runs the jobs that are due: retries whose back-off has passed, jobs
 * that were to wait, attempts lost with their process. One per process; several on one
 * PostgreSQL share the work through SKIP LOCKED and each occurrence through its schedule row.
 */
export class InlineWorker {
  /** null until the first pass; false while the database does not answer. */
  healthy: boolean | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private current: Promise<void> | null = null;
  private stopped = true;
  private readonly settled = new Map<string, number>();

  /** `schedules`: whether this worker keeps the schedules now (asked at every pass). */
  constructor(private readonly options: { pollMs: number; schedules: () => boolean }) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.next(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.current;
  }

  /** One pass now (and the next one after it a full interval later). */
  async runOnce(): Promise<void> {
    while (this.current) await this.current;
    this.current = this.pass();
    try {
      await this.current;
    } finally {
      this.current = null;
    }
  }

  private next(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.runOnce().finally(() => this.next(this.options.pollMs));
    }, delayMs);
    // Never what keeps a process (a script, a test run) alive.
    this.timer.unref?.();
  }

  private async pass(): Promise<void> {
    try {
      if (this.options.schedules()) await fireSchedules(new Date(), this.settled);
      await drainDueJobs();
      if (this.healthy === false) console.info('[jobs] the in-process worker is running again');
      this.healthy = true;
    } catch (error) {
      // Once per outage, not once per pass.
      if (this.healthy !== false) {
        console.error('[jobs] the in-process worker cannot reach the database', errorForLog(error));
      }
      this.healthy = false;
    }
  }
}
