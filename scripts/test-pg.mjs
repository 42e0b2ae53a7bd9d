// Runs the service tests that depend on a real server again against the PostgreSQL that
// TEST_DATABASE_URL names. PGlite is the same PostgreSQL engine with one connection, so
// `npm run test:unit` already covers the SQL; what only a server shows is several connections
// racing (money, contact-request and chat decisions, reports), the pg-boss queue and the node-postgres
// driver. Paths given on the command line replace this list (`npm run test:pg -- tests`).
// Each test file creates its own database on that server (tests/setup/vitest.setup.ts); the
// named one is recreated here so it exists and starts empty.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.log('test:pg skipped: TEST_DATABASE_URL is not set');
  process.exit(0);
}
const target = new URL(url);
const name = target.pathname.slice(1);
if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe database name: ${name}`);
const admin = new URL(url);
admin.pathname = '/postgres';

async function withAdmin(work) {
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/** The per-file databases that tests/setup/vitest.setup.ts creates. */
async function dropFileDatabases(client) {
  const { rows } = await client.query(
    "select datname from pg_database where datname like 'fursa_t\\_%'",
  );
  for (const row of rows)
    await client.query(`drop database if exists "${row.datname}" with (force)`);
}

await withAdmin(async (client) => {
  await dropFileDatabases(client);
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
});

const ON_SERVER = [
  'tests/billing',
  'tests/jobs',
  'tests/ops',
  'tests/contact-requests',
  'tests/chat',
  'tests/moderation',
  'tests/deal-room',
];
const paths = process.argv.length > 2 ? process.argv.slice(2) : ON_SERVER;

const result = spawnSync('npx', ['vitest', 'run', ...paths], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
await withAdmin(dropFileDatabases);
process.exit(result.status ?? 1);
