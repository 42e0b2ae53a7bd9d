import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob, type JobDefinition } from '@/lib/jobs';
import { PgBossEngine } from '@/lib/jobs/pg-boss';

/**
 * The backlog /api/health reports on pg-boss, read from pg-boss's own queue counts, on the
 * machine's PostgreSQL (a database of its own, dropped at the end); skipped without one.
 */

const ADMIN_URL = process.env.JOBS_TEST_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const name = `fursa_backlog_${randomUUID().replace(/-/g, '').slice(0, 12)}`;

async function admin(statement: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query(statement);
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const up = await admin(`create database ${name}`);

describe.skipIf(!up)('the pg-boss backlog', () => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const job = defineJob(`test.backlog-${randomUUID().slice(0, 6)}`, z.object({}), async () => {}, {
    retryLimit: 0,
    backoff: { initialSeconds: 1 },
  });
  const engine = new PgBossEngine({
    connectionString: url.toString(),
    pollSeconds: 1,
    workers: false,
    definitions: [job as unknown as JobDefinition],
  });

  afterAll(async () => {
    await engine.stop();
    await admin(`drop database if exists ${name} with (force)`);
  });

  it('sums the job queues and counts the dead letters apart', async () => {
    await engine.start();
    expect(await engine.ready()).toBe(true);
    expect(await engine.backlog()).toEqual({ queued: 0, active: 0, dead: 0 });
  });
});
