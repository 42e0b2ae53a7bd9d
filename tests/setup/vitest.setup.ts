import { afterAll } from 'vitest';

// Every test file gets a database of its own: a fresh in-memory PGlite by default, or, when a
// real PostgreSQL is named by TEST_DATABASE_URL, a fresh database on it (dropped afterwards), so
// files never see each other's rows and can run in parallel.
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
    await run(`drop database if exists ${name} with (force)`);
  });
} else {
  delete process.env.DATABASE_URL;
  process.env.PGLITE_DIR = 'memory://';
}
process.env.MAIL_OUTBOX_DIR ??= `/tmp/fursa-test-outbox-${process.pid}`;
process.env.FILES_DIR ??= `/tmp/fursa-test-files-${process.pid}`;
