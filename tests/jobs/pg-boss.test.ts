import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { closeDb, getDb, schema } from '@/lib/db';
import {
  defineJob,
  enqueue,
  getJobsHealth,
  startJobs,
  stopJobs,
  type JobDefinition,
} from '@/lib/jobs';
import { runJobsCli } from '@/lib/jobs/cli';
import { openDeadLetters } from '@/lib/jobs/dead-letter';
import { PgBossEngine } from '@/lib/jobs/pg-boss';

/**
 * The pg-boss engine on the machine's PostgreSQL, in a database of this file's own (dropped at the
 * end), which is also the app's database here, as in production. Skipped only when PostgreSQL is
 * unreachable. Short polls (0.5 s) and cron passes (1 s) keep it to seconds.
 */

const ADMIN_URL = process.env.JOBS_TEST_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

async function reachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const up = await reachable();
const name = `fursa_jobs_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
const url = (() => {
  const own = new URL(ADMIN_URL);
  own.pathname = `/${name}`;
  return own.toString();
})();
const saved = process.env.DATABASE_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => Promise<boolean> | boolean, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await sleep(50);
  }
}

function output() {
  const lines: string[] = [];
  return {
    lines,
    io: { log: (line: string) => lines.push(line), error: (line: string) => lines.push(line) },
  };
}

let broken = true;
const attempts: number[] = [];
let succeeded = 0;
const flaky = defineJob(
  `test.pgboss-flaky-${randomUUID().slice(0, 6)}`,
  z.object({ n: z.number() }),
  async () => {
    attempts.push(Date.now());
    if (broken) throw new Error('the push service is down');
    succeeded += 1;
  },
  { retryLimit: 1, backoff: { initialSeconds: 1 } },
);

const engines: PgBossEngine[] = [];

/** A TCP relay to PostgreSQL that can be cut and opened again: the database goes away. */
function relay(target: URL) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  return {
    async open(port: number) {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        const drop = () => {
          client.destroy();
          upstream.destroy();
        };
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('error', drop);
          socket.on('close', drop);
        }
        client.pipe(upstream).pipe(client);
      });
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    },
    async cut() {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      const closing = server;
      server = null;
      if (closing) await new Promise((resolve) => closing.close(resolve));
    },
  };
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe.skipIf(!up)('pg-boss engine', () => {
  beforeAll(async () => {
    await admin(`create database ${name}`);
    process.env.DATABASE_URL = url;
    await startJobs({ engine: 'pg-boss', pollSeconds: 0.5, cronSeconds: 1 });
  });

  afterAll(async () => {
    await Promise.all(engines.map((engine) => engine.stop()));
    await stopJobs();
    await closeDb();
    process.env.DATABASE_URL = saved;
    if (saved === undefined) delete process.env.DATABASE_URL;
    await admin(`drop database if exists ${name} with (force)`);
  });

  it('runs a job in pg-boss, retries it with back-off, dead-letters it, and the CLI redrives it', async () => {
    expect(await getJobsHealth()).toEqual({ engine: 'pg-boss', status: 'ok', workers: true });
    const id = await enqueue(flaky.name, { n: 1 });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const db = await getDb();
    // Queued in pg-boss, not in the in-process table.
    expect(await db.select().from(schema.jobs).where(eq(schema.jobs.id, id!))).toEqual([]);

    const letters = await openDeadLetters();
    await until(async () => (await letters.list()).some((job) => job.name === flaky.name));
    await letters.close();
    expect(attempts).toHaveLength(2);
    // retryDelay 1 s with pg-boss's back-off and jitter: between 1 and 2 s.
    expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(950);

    const listed = output();
    expect(await runJobsCli(['list-failed'], listed.io)).toBe(0);
    const line = listed.lines.find((text) => text.includes(flaky.name));
    expect(line).toContain('pg-boss');
    expect(line).toContain('2 attempts');
    expect(line).toContain('the push service is down');
    const deadId = line!.split('  ')[0]!;

    broken = false;
    const retried = output();
    expect(await runJobsCli(['retry', deadId], retried.io)).toBe(0);
    expect(retried.lines[0]).toBe('1 job(s) due again');
    await until(() => succeeded === 1);
    const after = output();
    await runJobsCli(['list-failed'], after.io);
    expect(after.lines.join('\n')).not.toContain(flaky.name);
  });

  it('keeps one waiting job per singleton key, as the in-process engine does', async () => {
    const waiting = { singletonKey: 'listing-1', startAfter: 60 };
    expect(await enqueue(flaky.name, { n: 2 }, waiting)).toMatch(/^[0-9a-f-]{36}$/);
    expect(await enqueue(flaky.name, { n: 3 }, waiting)).toBeNull();
    expect(
      await enqueue(flaky.name, { n: 4 }, { ...waiting, singletonKey: 'listing-2' }),
    ).not.toBeNull();
    expect(await enqueue(flaky.name, { n: 5 }, { startAfter: 60 })).not.toBeNull();
    expect(await enqueue(flaky.name, { n: 6 }, { startAfter: 60 })).not.toBeNull();
  });

  it('two workers on one PostgreSQL run each occurrence of a schedule once', async () => {
    const runs: Array<{ worker: string; minute: number }> = [];
    const tick = (worker: string) =>
      defineJob(
        `test.pgboss-tick`,
        z.object({}),
        async () => {
          runs.push({ worker, minute: Math.floor(Date.now() / 60_000) });
        },
        { retryLimit: 0, backoff: { initialSeconds: 1 }, schedule: { everyMinutes: 1 } },
      );
    // Each worker with its own copy of the definition, as two servers would have.
    for (const worker of ['a', 'b']) {
      const engine = new PgBossEngine({
        connectionString: url,
        pollSeconds: 0.5,
        cronSeconds: 1,
        // The engine runs definitions of any payload: the typed one is erased here.
        definitions: [tick(worker) as unknown as JobDefinition],
      });
      engines.push(engine);
      await engine.start();
      expect(engine.running).toBe(true);
    }
    await until(() => runs.length > 0);
    // Several more cron passes by three instances (this file's own workers too).
    await sleep(3500);
    const minutes = runs.map((run) => run.minute);
    expect(new Set(minutes).size).toBe(minutes.length);
  });

  it('starts once its database is up, and survives it going away and coming back', async () => {
    const port = await freePort();
    const database = relay(new URL(url));
    const viaRelay = new URL(url);
    viaRelay.port = String(port);
    let runs = 0;
    const job = defineJob(
      `test.pgboss-outage-${randomUUID().slice(0, 6)}`,
      z.object({}),
      async () => {
        runs += 1;
      },
      { retryLimit: 1, backoff: { initialSeconds: 1 } },
    );
    const engine = new PgBossEngine({
      connectionString: viaRelay.toString(),
      pollSeconds: 0.5,
      definitions: [job as unknown as JobDefinition],
    });
    engines.push(engine);
    try {
      // Down at start: start() answers at once and pg-boss is tried again in the background.
      await engine.start();
      expect(engine.running).toBe(false);
      expect(await engine.healthy()).toBe(false);
      await database.open(port);
      await until(() => engine.running);
      await engine.send(job as unknown as JobDefinition, {}, {});
      await until(() => runs === 1);

      // Gone while running: polls fail (logged at most once a minute), nothing crashes.
      await database.cut();
      await sleep(1500);
      expect(await engine.healthy()).toBe(false);
      await database.open(port);
      await until(() => engine.healthy());
      await engine.send(job as unknown as JobDefinition, {}, {});
      await until(() => runs === 2);
    } finally {
      await engine.stop();
      await database.cut();
    }
  });

  it('with pg-boss unreachable, health says degraded and jobs run in-process', async () => {
    await stopJobs();
    const seen: string[] = [];
    const fallback = defineJob(
      `test.pgboss-fallback-${randomUUID().slice(0, 6)}`,
      z.object({ to: z.string() }),
      async ({ to }) => {
        seen.push(to);
      },
      { retryLimit: 1, backoff: { initialSeconds: 1 } },
    );
    // The app's database stays up (already open); only the queue's address is dead.
    process.env.DATABASE_URL = 'postgresql://postgres@127.0.0.1:1/nowhere';
    const started = Date.now();
    await startJobs({ engine: 'pg-boss', pollSeconds: 0.5 });
    process.env.DATABASE_URL = url;
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await getJobsHealth()).toEqual({ engine: 'pg-boss', status: 'degraded', workers: true });

    const id = await enqueue(fallback.name, { to: 'owner@example.com' });
    expect(seen).toEqual(['owner@example.com']);
    const db = await getDb();
    // Recorded in the app's own table (and deleted once done): nothing was lost.
    expect(await db.select().from(schema.jobs).where(eq(schema.jobs.id, id!))).toEqual([]);
    await stopJobs();
  });
});
