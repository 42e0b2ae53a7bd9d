import 'server-only';

export type EngineKind = 'pg-boss' | 'inline';

type Env = Record<string, string | undefined>;

/**
 * pg-boss on PostgreSQL (DATABASE_URL) unless JOBS_ENGINE=inline; the in-process engine on the
 * embedded database, where pg-boss would add a second queue to a single-connection database for
 * nothing. An unknown value is reported and the default kept.
 */
export function engineKindOf(env: Env = process.env): EngineKind {
  const wanted = env.JOBS_ENGINE?.trim().toLowerCase();
  if (wanted && !['inline', 'pg-boss', 'pgboss'].includes(wanted)) {
    console.warn(`[jobs] JOBS_ENGINE must be inline or pg-boss; "${wanted}" ignored`);
  }
  if (wanted === 'inline') return 'inline';
  if (!env.DATABASE_URL) {
    if (wanted === 'pg-boss' || wanted === 'pgboss') {
      console.warn('[jobs] JOBS_ENGINE=pg-boss needs DATABASE_URL: the in-process engine runs');
    }
    return 'inline';
  }
  return 'pg-boss';
}

const DEFAULT_POLL_SECONDS = 2;

/** How often workers look for due jobs (JOBS_POLL_SECONDS, at least 0.5, default 2). */
export function pollSecondsOf(env: Env = process.env): number {
  const value = Number(env.JOBS_POLL_SECONDS);
  return Number.isFinite(value) && value >= 0.5 ? value : DEFAULT_POLL_SECONDS;
}

/** An attempt not finished after this long counts as lost (its process died) and runs again. */
export const JOB_LEASE_SECONDS = 300;

/** Dead jobs are kept this long for the operator, on both engines. */
export const DEAD_JOB_RETENTION_DAYS = 30;
