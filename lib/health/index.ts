import 'server-only';
import { isDraining } from '@/lib/shutdown/state';
import {
  checkDatabase,
  checkJobs,
  checkPush,
  checkRealtime,
  checkRedis,
  checkStorage,
} from './checks';
import { liveness, readiness, type HealthAnswer, type Probe } from './report';

export type { Probe } from './report';

/** /api/health's answer for a probe (report.ts says what each one means). */
export async function getHealth(probe: Probe): Promise<HealthAnswer<object>> {
  if (probe === 'live') return liveness(isDraining());
  const [database, jobs, storage, realtime, redis, push] = await Promise.all([
    checkDatabase(),
    checkJobs(),
    checkStorage(),
    checkRealtime(),
    checkRedis(),
    checkPush(),
  ]);
  const parts = {
    database,
    jobs,
    storage,
    realtime,
    ...(redis ? { redis } : {}),
    ...(push ? { push } : {}),
  };
  return readiness(parts, isDraining());
}
