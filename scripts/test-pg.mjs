// Runs the service tests again against a real PostgreSQL when TEST_DATABASE_URL names one.
// Each test file then creates its own database on that server (tests/setup/vitest.setup.ts);
// the named one is recreated here so it exists and starts empty.
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
const client = new pg.Client({ connectionString: admin.toString() });
await client.connect();
await client.query(`drop database if exists ${name} with (force)`);
await client.query(`create database ${name}`);
await client.end();

const result = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
