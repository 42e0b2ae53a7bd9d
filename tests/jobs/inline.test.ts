import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import * as database from '@/lib/db';
import { getDb, schema } from '@/lib/db';
import { defineJob, enqueue, enqueueJob, getJobsHealth } from '@/lib/jobs';
import { runJobsCli } from '@/lib/jobs/cli';
import { retryDelaySeconds } from '@/lib/jobs/define';
import { drainDueJobs } from '@/lib/jobs/inline';
import { listDeadInline } from '@/lib/jobs/inline-dead';
import { fireSchedules } from '@/lib/jobs/inline-schedules';
import { InlineWorker } from '@/lib/jobs/inline-worker';

/**
 * The in-process engine on this file's own database (PGlite, or PostgreSQL under `npm run
 * test:pg`): what the app runs by default. The pg-boss engine's twin is tests/jobs/pg-boss.test.ts.
 */

const unique = (what: string) => `test.${what}-${randomUUID().slice(0, 8)}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => Promise<boolean> | boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await sleep(20);
  }
}

async function rowOf(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(schema.jobs).where(eq(schema.jobs.id, id));
  return row;
}

function output() {
  const lines: string[] = [];
  return {
    lines,
    io: { log: (line: string) => lines.push(line), error: (line: string) => lines.push(line) },
  };
}

// This engine also under `npm run test:pg`, where DATABASE_URL would otherwise choose pg-boss.
const savedEngine = process.env.JOBS_ENGINE;
beforeAll(() => {
  process.env.JOBS_ENGINE = 'inline';
});
afterAll(() => {
  if (savedEngine === undefined) delete process.env.JOBS_ENGINE;
  else process.env.JOBS_ENGINE = savedEngine;
});

const workers: InlineWorker[] = [];
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  vi.restoreAllMocks();
});

function startWorker(schedules = false): InlineWorker {
  const worker = new InlineWorker({ pollMs: 25, schedules: () => schedules });
  workers.push(worker);
  worker.start();
  return worker;
}

describe('in-process jobs: retries', () => {
  it('a failing job is kept and tried again after a growing wait, then succeeds', async () => {
    const attempts: number[] = [];
    const job = defineJob(
      unique('flaky'),
      z.object({ n: z.number() }),
      async (_payload, { attempt }) => {
        attempts.push(Date.now());
        if (attempt < 3) throw new Error(`failure ${attempt}`);
      },
      { retryLimit: 3, backoff: { initialSeconds: 0.15, maxSeconds: 1 } },
    );
    const id = await enqueueJob(job, { n: 1 });
    // The first attempt ran before enqueue returned; the row waits for the back-off.
    expect(attempts).toHaveLength(1);
    expect(await rowOf(id!)).toMatchObject({ state: 'retry', attempts: 1 });
    expect((await rowOf(id!))!.lastError).toContain('failure 1');

    startWorker();
    await until(async () => (await rowOf(id!)) === undefined);
    expect(attempts).toHaveLength(3);
    // 0.15 s, then 0.3 s (the poll adds up to 25 ms).
    expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(140);
    expect(attempts[2]! - attempts[1]!).toBeGreaterThanOrEqual(290);
    expect(retryDelaySeconds({ initialSeconds: 10, maxSeconds: 60 }, 4)).toBe(60);
  });

  it('after its last attempt a job is dead, listed and retried by the CLI, and then runs', async () => {
    let broken = true;
    let runs = 0;
    const job = defineJob(
      unique('doomed'),
      z.object({}),
      async () => {
        runs += 1;
        if (broken) throw new Error('the mail server said no');
      },
      { retryLimit: 2, backoff: { initialSeconds: 0.05 } },
    );
    const id = await enqueueJob(job, {});
    startWorker();
    await until(async () => (await rowOf(id!))?.state === 'dead');
    expect(runs).toBe(3);
    const dead = (await listDeadInline()).find((row) => row.id === id);
    expect(dead).toMatchObject({ name: job.name, attempts: 3 });
    expect(dead!.error).toContain('the mail server said no');

    const listed = output();
    expect(await runJobsCli(['list-failed'], listed.io)).toBe(0);
    const line = listed.lines.find((text) => text.startsWith(id!));
    expect(line).toContain(job.name);
    expect(line).toContain('inline');
    expect(line).toContain('3 attempts');
    expect(line).toContain('the mail server said no');

    await workers.splice(0)[0]!.stop(); // the CLI on the embedded database runs it itself
    broken = false;
    const retried = output();
    expect(await runJobsCli(['retry', id!], retried.io)).toBe(0);
    expect(retried.lines.join('\n')).toMatch(/1 job\(s\) due again/);
    expect(runs).toBe(4);
    expect(await rowOf(id!)).toBeUndefined();
  });

  it('the CLI refuses what is not a failed job, and retries them all', async () => {
    const bad = output();
    expect(await runJobsCli(['retry', 'nope'], bad.io)).toBe(2);
    expect(await runJobsCli(['retry', randomUUID()], bad.io)).toBe(1);
    expect(await runJobsCli(['purge'], bad.io)).toBe(2);

    let broken = true;
    const job = defineJob(
      unique('batch'),
      z.object({ n: z.number() }),
      async () => {
        if (broken) throw new Error('down');
      },
      { retryLimit: 0, backoff: { initialSeconds: 1 } },
    );
    const ids = [await enqueueJob(job, { n: 1 }), await enqueueJob(job, { n: 2 })];
    for (const id of ids) expect(await rowOf(id!)).toMatchObject({ state: 'dead', attempts: 1 });
    broken = false;
    const all = output();
    expect(await runJobsCli(['retry-all'], all.io)).toBe(0);
    for (const id of ids) expect(await rowOf(id!)).toBeUndefined();
  });
});

describe('in-process jobs: nothing is lost', () => {
  it('an attempt lost with its process runs again after its lease; a lost last attempt is dead', async () => {
    let runs = 0;
    const job = defineJob(
      unique('orphan'),
      z.object({}),
      async () => {
        runs += 1;
      },
      { retryLimit: 1, backoff: { initialSeconds: 1 } },
    );
    const db = await getDb();
    const past = sql`now() - interval '1 second'`;
    const [lost] = await db
      .insert(schema.jobs)
      .values({
        name: job.name,
        payload: {},
        state: 'active',
        attempts: 1,
        retryLimit: 1,
        lockedUntil: past,
      })
      .returning();
    const [lastLost] = await db
      .insert(schema.jobs)
      .values({
        name: job.name,
        payload: {},
        state: 'active',
        attempts: 2,
        retryLimit: 1,
        lockedUntil: past,
      })
      .returning();
    expect(await drainDueJobs()).toBe(2);
    expect(runs).toBe(1);
    expect(await rowOf(lost!.id)).toBeUndefined();
    expect(await rowOf(lastLost!.id)).toMatchObject({ state: 'dead' });
    expect((await rowOf(lastLost!.id))!.lastError).toContain('lost');
  });

  it('with the database refusing the row, the job still runs once and the caller is not failed', async () => {
    const seen: string[] = [];
    const job = defineJob(
      unique('unrecorded'),
      z.object({ to: z.string() }),
      async ({ to }) => {
        seen.push(to);
      },
      { retryLimit: 1, backoff: { initialSeconds: 1 } },
    );
    vi.spyOn(database, 'getDb').mockRejectedValueOnce(new Error('database unreachable'));
    expect(await enqueueJob(job, { to: 'a' })).toBeNull();
    expect(seen).toEqual(['a']);
  });

  it('a payload its schema refuses is not queued; an unknown name neither', async () => {
    const job = defineJob(unique('strict'), z.object({ id: z.uuid() }), async () => {}, {
      retryLimit: 0,
      backoff: { initialSeconds: 1 },
    });
    expect(await enqueue(job.name, { id: 'not-a-uuid' })).toBeNull();
    expect(await enqueue('test.no-such-job', {})).toBeNull();
  });
});

describe('in-process jobs: once', () => {
  it('a singleton key keeps one waiting job; a delayed job waits', async () => {
    let runs = 0;
    const job = defineJob(
      unique('single'),
      z.object({}),
      async () => {
        runs += 1;
      },
      { retryLimit: 0, backoff: { initialSeconds: 1 } },
    );
    const first = await enqueueJob(job, {}, { singletonKey: 'listing-1', startAfter: 60 });
    expect(first).not.toBeNull();
    expect(await enqueueJob(job, {}, { singletonKey: 'listing-1', startAfter: 60 })).toBeNull();
    expect(await enqueueJob(job, {}, { singletonKey: 'listing-2', startAfter: 60 })).not.toBeNull();
    expect(runs).toBe(0);
    expect(await drainDueJobs()).toBe(0);
    const db = await getDb();
    await db.update(schema.jobs).set({ runAt: new Date() }).where(eq(schema.jobs.id, first!));
    expect(await drainDueJobs()).toBe(1);
    expect(runs).toBe(1);
  });

  it('a schedule runs once per occurrence however many workers tick', async () => {
    const runs: number[] = [];
    defineJob(
      unique('tick'),
      z.object({}),
      async () => {
        runs.push(Math.floor(Date.now() / 60_000));
      },
      { retryLimit: 0, backoff: { initialSeconds: 1 }, schedule: { everyMinutes: 1 } },
    );
    const a = startWorker(true);
    const b = startWorker(true);
    await until(() => runs.length > 0);
    await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
    await sleep(150);
    // A test that straddles a minute sees two occurrences, each once.
    expect(new Set(runs).size).toBe(runs.length);
    expect(await fireSchedules()).toBe(0);
    expect(await getJobsHealth()).toMatchObject({ engine: 'inline' });
  });
});
