import 'server-only';
import { engineKindOf, pollSecondsOf } from './config';
import { openDeadLetters, type FailedJob } from './dead-letter';
import { embeddedDatabaseOwner } from './embedded-owner';
import { drainDueJobs } from './inline';

/**
 * `npm run jobs -- list-failed | retry <id> | retry-all` (scripts/jobs.ts). With pg-boss a retried
 * job is left to the app's workers; with the in-process engine the CLI runs the due jobs itself
 * before it exits (on the embedded database, which only one process may open, the app must be
 * stopped first).
 */

export type CliOutput = { log(line: string): void; error(line: string): void };

const USAGE = 'usage: npm run jobs -- list-failed | retry <id> | retry-all';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Runs one command; answers the process exit code. */
export async function runJobsCli(args: string[], out: CliOutput = console): Promise<number> {
  const [command, id] = args;
  if (command !== 'list-failed' && command !== 'retry' && command !== 'retry-all') {
    out.error(USAGE);
    return 2;
  }
  if (command === 'retry' && !UUID.test(id ?? '')) {
    out.error(`retry needs a job id (a UUID from list-failed). ${USAGE}`);
    return 2;
  }
  const owner = embeddedDatabaseOwner();
  if (owner !== null) {
    out.error(
      `the app (process ${owner}) has the embedded database open, and PGlite allows one process: stop it first`,
    );
    return 1;
  }
  const letters = await openDeadLetters();
  try {
    if (command === 'list-failed') {
      printFailed(await letters.list(), out);
      if (!letters.pgBossReachable)
        out.error('pg-boss did not answer: its dead letters are missing');
      return 0;
    }
    const retried =
      command === 'retry' ? Number(await letters.retry(id!)) : await letters.retryAll();
    if (command === 'retry' && retried === 0) {
      out.error(`no failed job ${id}`);
      return 1;
    }
    out.log(`${retried} job(s) due again`);
    if (engineKindOf() === 'inline') await runHere(out);
    else out.log(`the app's workers run them within ${pollSecondsOf()}s`);
    return 0;
  } finally {
    await letters.close();
  }
}

/**
 * In-process jobs run here, now: on the embedded database nobody else can run them, and with
 * JOBS_ENGINE=inline on PostgreSQL this is one more poller (SKIP LOCKED shares the rows).
 */
async function runHere(out: CliOutput): Promise<void> {
  const { loadJobDefinitions } = await import('./catalog');
  await loadJobDefinitions();
  const attempted = await drainDueJobs();
  out.log(`${attempted} job(s) attempted here; list-failed shows any that failed again`);
}

function printFailed(jobs: FailedJob[], out: CliOutput): void {
  if (jobs.length === 0) {
    out.log('no failed jobs');
    return;
  }
  for (const job of jobs) {
    const error = (job.error ?? '').split('\n')[0]?.slice(0, 160) ?? '';
    out.log(
      [
        job.id,
        job.name,
        job.engine,
        `${job.attempts} attempts`,
        `failed ${job.failedAt.toISOString()}`,
        error,
      ].join('  '),
    );
  }
}
