import 'server-only';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite has no lock on its data folder: a second process opening it (the jobs CLI while the app
 * runs) can lose writes silently. The app's workers leave their process id beside the folder, and
 * the CLI refuses to open a folder whose owner is alive.
 */

function ownerFile(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.DATABASE_URL) return null;
  const dir = env.PGLITE_DIR ?? path.join(process.cwd(), 'data', 'pglite');
  if (dir === 'memory' || dir.startsWith('memory://')) return null;
  return `${path.resolve(/*turbopackIgnore: true*/ dir)}.owner.pid`;
}

/** Called by the workers of a process that uses the embedded database. */
export function claimEmbeddedDatabase(): void {
  const file = ownerFile();
  if (!file) return;
  try {
    writeFileSync(file, String(process.pid), 'utf8');
    process.once('exit', () => rmSync(file, { force: true }));
  } catch (error) {
    console.warn('[jobs] could not record this process as the database owner', error);
  }
}

/** The id of another live process using the embedded database, or null. */
export function embeddedDatabaseOwner(): number | null {
  const file = ownerFile();
  if (!file) return null;
  let pid: number;
  try {
    pid = Number(readFileSync(file, 'utf8').trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: alive but not ours to signal.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}
