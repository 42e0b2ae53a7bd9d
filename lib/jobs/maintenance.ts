import 'server-only';
import { z } from 'zod';
import { deleteSessions } from '@/lib/auth/session-end';
import { endedCondition } from '@/lib/auth/session-liveness';
import { DEAD_JOB_RETENTION_DAYS } from './config';
import { defineJob } from './define';
import { pruneDeadInline } from './inline-dead';

/**
 * Housekeeping on a schedule, once for the cluster. Ended sessions are deleted (their push tokens
 * with them) even for accounts nobody signs in to again; the in-process engine's dead jobs go
 * after DEAD_JOB_RETENTION_DAYS (pg-boss keeps its dead letters as long itself).
 */

export const pruneSessionsJob = defineJob(
  'sessions.prune',
  z.object({}),
  async () => {
    const removed = await deleteSessions(endedCondition(new Date()), { quiet: true });
    if (removed.length > 0) console.info(`[jobs] ${removed.length} ended sessions deleted`);
  },
  { retryLimit: 2, backoff: { initialSeconds: 60 }, schedule: { everyMinutes: 60 } },
);

export const pruneDeadJobsJob = defineJob(
  'jobs.prune',
  z.object({}),
  async () => {
    await pruneDeadInline(DEAD_JOB_RETENTION_DAYS);
  },
  { retryLimit: 2, backoff: { initialSeconds: 60 }, schedule: { everyMinutes: 24 * 60 } },
);
