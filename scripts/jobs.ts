/**
 * `npm run jobs -- list-failed | retry <id> | retry-all`: the jobs that failed every attempt, on
 * the database the app would use (DATABASE_URL, else PGLITE_DIR, else data/pglite), and making
 * them due again. On the embedded database stop the app first (PGlite allows one process); the
 * retried jobs then run here. On PostgreSQL the app's workers run them. See docs/jobs.md.
 */
import { closeDb } from '@/lib/db';
import { errorForLog } from '@/lib/errors/error-for-log';
import { runJobsCli } from '@/lib/jobs/cli';

let code: number;
try {
  code = await runJobsCli(process.argv.slice(2));
} catch (error) {
  // The database unreachable, most likely: one readable line, not a stack of the driver's.
  const lines = errorForLog(error).split('\n');
  console.error(`jobs: ${lines.filter((line) => !line.trim().startsWith('at ')).join(' ')}`);
  code = 1;
}
await closeDb().catch(() => {});
process.exit(code);
