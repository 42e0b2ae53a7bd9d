import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { executeRows, getDb } from '@/lib/db';
import { enqueueJob } from '@/lib/jobs';
import {
  backoffDelaySeconds,
  hitBackoff,
  hitRateLimit,
  maxBackoffAttempts,
  pruneRateLimits,
  pruneRateLimitsJob,
  refundRateLimit,
  type BackoffRule,
} from '@/lib/rate-limit';

type Row = { key: string; count: number; window_start: Date; expires_at: Date };

async function row(key: string): Promise<Row | undefined> {
  const rows = await executeRows<Row>(
    await getDb(),
    sql`select key, count, window_start, expires_at from rate_limits where key = ${key}`,
  );
  return rows[0] ? { ...rows[0], window_start: new Date(rows[0].window_start), expires_at: new Date(rows[0].expires_at) } : undefined; // prettier-ignore
}

async function expiredCount(): Promise<number> {
  const [r] = await executeRows<{ n: number | string }>(
    await getDb(),
    sql`select count(*) as n from rate_limits where expires_at <= now()`,
  );
  return Number(r?.n ?? 0);
}

async function insert(key: string, expiresInSeconds: number) {
  await (
    await getDb()
  ).execute(sql`insert into rate_limits (key, window_start, count, expires_at)
    values (${key}, now() - interval '2 hours', 3, now() + make_interval(secs => ${expiresInSeconds}))`);
}

const RULE: BackoffRule = {
  freeAttempts: 2,
  baseDelaySeconds: 10,
  maxDelaySeconds: 60,
  forgetSeconds: 3600,
};

beforeAll(async () => {
  await getDb();
});

describe('rate limit rows expire', () => {
  it('a fixed window row expires when its window ends; a backoff row when it is forgotten', async () => {
    const windowKey = `test:window:${randomUUID()}`;
    await hitRateLimit(windowKey, { limit: 3, windowSeconds: 600 });
    const second = await hitRateLimit(windowKey, { limit: 3, windowSeconds: 600 });
    expect(second).toMatchObject({ allowed: true, remaining: 1 });
    expect(second.retryAfterSeconds).toBeGreaterThan(598);
    const fixed = await row(windowKey);
    expect(fixed?.count).toBe(2);
    expect(fixed!.expires_at.getTime() - fixed!.window_start.getTime()).toBe(600_000);

    const backoffKey = `test:backoff:${randomUUID()}`;
    await hitBackoff(backoffKey, RULE);
    const backoff = await row(backoffKey);
    expect(backoff!.expires_at.getTime() - backoff!.window_start.getTime()).toBe(3_600_000);
  });

  it('pruneRateLimits deletes the ended rows only, in batches', async () => {
    const ended = `test:ended:${randomUUID()}`;
    const live = `test:live:${randomUUID()}`;
    await insert(ended, -1);
    await insert(live, 3600);
    // More than one batch of an attack's leftovers.
    await (
      await getDb()
    ).execute(sql`insert into rate_limits (key, window_start, count, expires_at)
      select 'test:bulk:' || g, now() - interval '2 hours', 1, now() - interval '1 hour'
      from generate_series(1, 5003) g`);
    const expected = await expiredCount();
    expect(expected).toBeGreaterThanOrEqual(5004);

    expect(await pruneRateLimits()).toBe(expected);
    expect(await row(ended)).toBeUndefined();
    expect((await row(live))?.count).toBe(3);
    expect(await expiredCount()).toBe(0);
    expect(await pruneRateLimits()).toBe(0);
  });

  it('the scheduled prune job deletes them, and is scheduled for the cluster', async () => {
    expect(pruneRateLimitsJob.options.schedule).toEqual({ everyMinutes: 15 });
    const ended = `test:swept:${randomUUID()}`;
    const live = `test:kept:${randomUUID()}`;
    await insert(ended, -60);
    await insert(live, 60);
    await enqueueJob(pruneRateLimitsJob, {});
    expect(await row(ended)).toBeUndefined();
    expect(await row(live)).toBeDefined();
  });

  it('a pruned window starts afresh', async () => {
    const key = `test:afresh:${randomUUID()}`;
    const rule = { limit: 1, windowSeconds: 60 };
    await hitRateLimit(key, rule);
    expect((await hitRateLimit(key, rule)).allowed).toBe(false);
    await (
      await getDb()
    ).execute(
      sql`update rate_limits set window_start = now() - interval '61 seconds',
          expires_at = now() - interval '1 second' where key = ${key}`,
    );
    await pruneRateLimits();
    expect(await hitRateLimit(key, rule)).toMatchObject({ allowed: true, remaining: 0 });
  });
});

describe('refunds', () => {
  it('give one hit back, never below zero', async () => {
    const key = `test:refund:${randomUUID()}`;
    const rule = { limit: 2, windowSeconds: 60 };
    await hitRateLimit(key, rule);
    await hitRateLimit(key, rule);
    await refundRateLimit(key);
    expect(await hitRateLimit(key, rule)).toMatchObject({ allowed: true, remaining: 0 });
    for (let i = 0; i < 5; i++) await refundRateLimit(key);
    expect((await row(key))?.count).toBe(0);
    await refundRateLimit(`test:absent:${randomUUID()}`);
  });
});

describe('growing waits', () => {
  it('are free, then double from the base up to the cap', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 40].map((n) => backoffDelaySeconds(RULE, n))).toEqual([
      0, 0, 10, 20, 40, 60, 60, 60,
    ]);
    // 2 at once, then after 10 s, 20 s more (30), 40 s more (70 > 60): 4 in any minute.
    expect(maxBackoffAttempts(RULE, 60)).toBe(4);
    expect(() => maxBackoffAttempts(RULE, 3600)).toThrow();
  });

  it('refuse without counting, and say how long is left', async () => {
    const key = `test:wait:${randomUUID()}`;
    expect((await hitBackoff(key, RULE)).allowed).toBe(true);
    expect((await hitBackoff(key, RULE)).allowed).toBe(true);
    const refused = await hitBackoff(key, RULE);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(9);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(10);
    for (let i = 0; i < 5; i++) expect((await hitBackoff(key, RULE)).allowed).toBe(false);
    expect((await row(key))?.count).toBe(2);

    // A long-forgotten pair starts over with its free attempts.
    await (
      await getDb()
    ).execute(
      sql`update rate_limits set expires_at = now() - interval '1 second' where key = ${key}`,
    );
    expect((await hitBackoff(key, RULE)).allowed).toBe(true);
    expect((await row(key))?.count).toBe(1);
  });
});
