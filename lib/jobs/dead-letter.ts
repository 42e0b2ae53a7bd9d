import 'server-only';
import { errorForLog } from '@/lib/errors/error-for-log';
import { engineKindOf, pollSecondsOf, type EngineKind } from './config';
import { listDeadInline, retryDeadInline, type DeadJob } from './inline-dead';
import { PgBossEngine } from './pg-boss';

/**
 * What an operator sees of jobs that failed every attempt, on both engines: the `jobs` table's
 * dead rows (the in-process engine, and whatever ran in-process while pg-boss was down) and
 * pg-boss's dead-letter queue. Retrying one makes it due again with its attempts afresh.
 */

export type FailedJob = DeadJob & { engine: EngineKind };

export type DeadLetters = {
  /** False when pg-boss is configured but did not answer: only in-process jobs are shown. */
  readonly pgBossReachable: boolean;
  list(limit?: number): Promise<FailedJob[]>;
  /** True when a dead job with this id was found (in either place) and made due again. */
  retry(id: string): Promise<boolean>;
  /** How many dead jobs were made due again. */
  retryAll(): Promise<number>;
  close(): Promise<void>;
};

export async function openDeadLetters(
  options: { engine?: EngineKind; connectionString?: string } = {},
): Promise<DeadLetters> {
  const kind = options.engine ?? engineKindOf();
  const url = options.connectionString ?? process.env.DATABASE_URL;
  let boss: PgBossEngine | null = null;
  if (kind === 'pg-boss' && url) {
    boss = new PgBossEngine({
      connectionString: url,
      pollSeconds: pollSecondsOf(),
      workers: false,
    });
    await boss.start();
    if (!(await boss.ready())) {
      console.error('[jobs] pg-boss did not answer: only the in-process dead jobs are shown');
      await boss.stop();
      boss = null;
    }
  }
  return {
    pgBossReachable: kind !== 'pg-boss' || boss !== null,
    async list(limit = 100) {
      const inline = (await listDeadInline(limit)).map((job) => ({
        ...job,
        engine: 'inline' as const,
      }));
      const queued = boss
        ? (await boss.listDead(limit)).map((job) => ({ ...job, engine: 'pg-boss' as const }))
        : [];
      return [...inline, ...queued].sort((a, b) => b.failedAt.getTime() - a.failedAt.getTime());
    },
    async retry(id) {
      if ((await retryDeadInline(id)).length > 0) return true;
      return boss ? (await boss.retryDead(id)) > 0 : false;
    },
    async retryAll() {
      const inline = (await retryDeadInline()).length;
      return inline + (boss ? await boss.retryDead() : 0);
    },
    async close() {
      await boss?.stop().catch((error: unknown) => {
        console.error('[jobs] closing pg-boss failed', errorForLog(error));
      });
    },
  };
}
