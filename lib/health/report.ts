/**
 * What /api/health answers, from the checks' results (checks.ts). Two probes:
 *
 * - liveness (`?probe=live`): the process is up and answering; 200 unless it is shutting down.
 *   No dependency is asked, so an outage elsewhere never gets a healthy process restarted.
 * - readiness (the default, `?probe=ready`): 200 while the process should get traffic: the
 *   database (the one required dependency) answers and no shutdown has begun; 503 otherwise.
 *   Every configured optional dependency (Redis, file storage, realtime, push, the job queue) is
 *   reported; one failing makes the status "degraded", still 200: the app works without it.
 *
 * Nothing here names a host, a URL or an error message: the report is public.
 */

export type Probe = 'live' | 'ready';

export type DatabaseHealth = { ok: boolean; driver: 'postgres' | 'pglite'; latencyMs?: number };
export type DependencyHealth = { ok: boolean; latencyMs?: number };
export type StorageHealth = DependencyHealth & { driver: 'local' | 's3' };
export type RealtimeMode = 'embedded' | 'external' | 'hosted' | 'disabled';
export type RealtimeHealth = DependencyHealth & { mode: RealtimeMode; connections?: number };
export type JobsReport = {
  engine: 'pg-boss' | 'inline';
  status: 'ok' | 'degraded';
  workers: boolean;
  queued: number | null;
  active: number | null;
  dead: number | null;
};

export type HealthParts = {
  database: DatabaseHealth;
  jobs: JobsReport;
  storage: StorageHealth;
  realtime: RealtimeHealth;
  /** Only when REDIS_URL is set. */
  redis?: DependencyHealth;
  /** Only when FIREBASE_SERVICE_ACCOUNT is set. */
  push?: DependencyHealth;
};

export type HealthStatus = 'ok' | 'degraded' | 'draining';

export type HealthReport = HealthParts & { status: HealthStatus; ready: boolean };

export type HealthAnswer<T> = { httpStatus: 200 | 503; body: T };

export function liveness(draining: boolean): HealthAnswer<{ status: 'ok' | 'draining' }> {
  return draining
    ? { httpStatus: 503, body: { status: 'draining' } }
    : { httpStatus: 200, body: { status: 'ok' } };
}

export function readiness(parts: HealthParts, draining: boolean): HealthAnswer<HealthReport> {
  const ready = parts.database.ok && !draining;
  const optionalOk =
    parts.jobs.status === 'ok' &&
    parts.storage.ok &&
    parts.realtime.ok &&
    (parts.redis?.ok ?? true) &&
    (parts.push?.ok ?? true);
  const status: HealthStatus = draining
    ? 'draining'
    : parts.database.ok && optionalOk
      ? 'ok'
      : 'degraded';
  return { httpStatus: ready ? 200 : 503, body: { status, ready, ...parts } };
}
