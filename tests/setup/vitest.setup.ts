import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

// Every test file gets a database of its own: a fresh in-memory PGlite by default, or, when a
// real PostgreSQL is named by TEST_DATABASE_URL, a fresh database on it, so files never see each
// other's rows and can run in parallel. scripts/test-pg.mjs drops these databases once vitest has
// exited: dropping them here would cut connections that a test's own pools still hold.
if (process.env.TEST_DATABASE_URL) {
  const { default: pg } = await import('pg');
  const base = new URL(process.env.TEST_DATABASE_URL);
  const name = `fursa_t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new URL(base);
  admin.pathname = '/postgres';
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const own = new URL(base);
  own.pathname = `/${name}`;
  process.env.DATABASE_URL = own.toString();
  afterAll(async () => {
    const { closeDb } = await import('@/lib/db/client');
    await closeDb();
  });
} else {
  delete process.env.DATABASE_URL;
  process.env.PGLITE_DIR = 'memory://';
}
process.env.MAIL_OUTBOX_DIR ??= path.join(tmpdir(), `fursa-test-outbox-${process.pid}`);
process.env.FILES_DIR ??= path.join(tmpdir(), `fursa-test-files-${process.pid}`);
