import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * One scratch folder per test run (vitest globalSetup). The workers start after this and inherit
 * TMPDIR, so every folder a test makes under os.tmpdir() (photos, outboxes, cache stores) lands in
 * it, and it is removed when the run ends; each run used to leave dozens in /tmp.
 *
 * On the in-memory default it also builds one migrated PGlite folder and hands it to every test
 * file as PGLITE_TEMPLATE: each file still gets a database of its own, without paying for initdb.
 */
export default async function setup() {
  const run = mkdtempSync(path.join(tmpdir(), 'fursa-vitest-'));
  process.env.TMPDIR = run;
  if (!process.env.TEST_DATABASE_URL) {
    process.env.PGLITE_TEMPLATE = await migratedTemplate(run);
  }
  return () => rmSync(run, { recursive: true, force: true });
}

async function migratedTemplate(folder: string): Promise<string> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = new PGlite();
  await migrate(drizzle(client), {
    migrationsFolder: path.join(process.cwd(), 'lib', 'db', 'migrations'),
  });
  const archive = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(folder, 'pglite-template.tar');
  writeFileSync(file, Buffer.from(await archive.arrayBuffer()));
  return file;
}
