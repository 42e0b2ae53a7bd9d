import 'server-only';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { executeRows, getDb } from '@/lib/db';
import { defineJob } from '@/lib/jobs';

export type RateLimitRule = { limit: number; windowSeconds: number };
export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterSeconds: number };

/**
 * Growing waits: `freeAttempts` go through at once, then each further attempt must wait
 * `baseDelaySeconds` × 2^(attempts − freeAttempts) after the previous one, at most
 * `maxDelaySeconds`. The count is forgotten after `forgetSeconds` without an attempt.
 */
export type BackoffRule = {
  freeAttempts: number;
  baseDelaySeconds: number;
  maxDelaySeconds: number;
  forgetSeconds: number;
};

/**
 * A short digest of a value for a counter's key (the normalized e-mail, the client's address), so
 * a key never carries raw input and its length never depends on it. 96 bits: collisions between
 * two real accounts or addresses are out of reach.
 */
export function keyPart(value: string): string {
  return createHash('sha256').update(value).digest('base64url').slice(0, 16);
}

const MAX_KEY_LENGTH = 128;

/**
 * A caller that builds a key from raw input still gets a bounded row: the readable prefix stays,
 * the rest becomes a digest.
 */
export function storedKey(key: string): string {
  if (key.length <= MAX_KEY_LENGTH) return key;
  const prefix = /^[a-z0-9:_-]{0,48}/i.exec(key)?.[0] ?? '';
  return `${prefix}~${createHash('sha256').update(key).digest('base64url')}`;
}

function secondsUntil(when: Date | string): number {
  return Math.max(1, Math.ceil((new Date(when).getTime() - Date.now()) / 1000));
}

/**
 * Counts one hit against `key` in a fixed window kept in the database, so the limit holds across
 * every app instance. The upsert is a single statement: concurrent hits cannot both see a stale count.
 */
export async function hitRateLimit(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
  const db = await getDb();
  const window = sql`make_interval(secs => ${rule.windowSeconds})`;
  const rows = await executeRows<{ count: number; expires_at: Date | string }>(
    db,
    sql`
    insert into rate_limits (key, window_start, count, expires_at)
    values (${storedKey(key)}, now(), 1, now() + ${window})
    on conflict (key) do update set
      count = case when rate_limits.window_start <= now() - ${window}
                   then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= now() - ${window}
                   then now() else rate_limits.window_start end,
      expires_at = case when rate_limits.window_start <= now() - ${window}
                   then now() + ${window} else rate_limits.window_start + ${window} end
    returning count, expires_at`,
  );
  const row = rows[0];
  if (!row) throw new Error('rate limit upsert returned no row');
  const count = Number(row.count);
  return {
    allowed: count <= rule.limit,
    remaining: Math.max(0, rule.limit - count),
    retryAfterSeconds: secondsUntil(row.expires_at),
  };
}

/** The wait after `attempts` attempts, in seconds (0 while free attempts remain). */
export function backoffDelaySeconds(rule: BackoffRule, attempts: number): number {
  if (attempts < rule.freeAttempts) return 0;
  const doublings = Math.min(attempts - rule.freeAttempts, 30);
  return Math.min(rule.maxDelaySeconds, rule.baseDelaySeconds * 2 ** doublings);
}

/** The same wait in SQL, over the stored count (the exponent is capped: no overflow). */
function delaySql(rule: BackoffRule, count: ReturnType<typeof sql>) {
  return sql`make_interval(secs => case when ${count} < ${rule.freeAttempts} then 0
    else least(${rule.maxDelaySeconds}::float8,
               ${rule.baseDelaySeconds}::float8 * power(2, least(${count} - ${rule.freeAttempts}, 30)))
    end)`;
}

/**
 * The most attempts `rule` lets through in any span of `seconds` (the densest span is the first:
 * the waits only grow until the count is forgotten, which takes longer than the span).
 */
export function maxBackoffAttempts(rule: BackoffRule, seconds: number): number {
  if (rule.forgetSeconds <= seconds) throw new Error('forgetSeconds must exceed the span');
  let attempts = rule.freeAttempts;
  let elapsed = 0;
  for (;;) {
    elapsed += backoffDelaySeconds(rule, attempts);
    if (elapsed > seconds) return attempts;
    attempts += 1;
  }
}

/**
 * Takes one attempt for `key` if its wait is over, in one statement (parallel attempts cannot
 * slip past the wait together). A refused attempt changes nothing, so hammering never lengthens
 * the wait and never counts. Clear the key on success (clearRateLimit).
 */
export async function hitBackoff(key: string, rule: BackoffRule): Promise<RateLimitResult> {
  const db = await getDb();
  const stored = storedKey(key);
  const forget = sql`make_interval(secs => ${rule.forgetSeconds})`;
  const taken = await executeRows<{ count: number }>(
    db,
    sql`
    insert into rate_limits (key, window_start, count, expires_at)
    values (${stored}, now(), 1, now() + ${forget})
    on conflict (key) do update set
      count = case when rate_limits.expires_at <= now() then 1 else rate_limits.count + 1 end,
      window_start = now(),
      expires_at = now() + ${forget}
    where rate_limits.expires_at <= now()
       or rate_limits.window_start + ${delaySql(rule, sql`rate_limits.count`)} <= now()
    returning count`,
  );
  if (taken[0]) return { allowed: true, remaining: 0, retryAfterSeconds: 0 };
  const [row] = await executeRows<{ ready_at: Date | string }>(
    db,
    sql`select window_start + ${delaySql(rule, sql`count`)} as ready_at
        from rate_limits where key = ${stored}`,
  );
  return {
    allowed: false,
    remaining: 0,
    retryAfterSeconds: row ? secondsUntil(row.ready_at) : 1,
  };
}

/** Gives one hit back, e.g. a successful sign-in's own hit on its account's ceiling. */
export async function refundRateLimit(key: string): Promise<void> {
  const db = await getDb();
  await db.execute(
    sql`update rate_limits set count = count - 1 where key = ${storedKey(key)} and count > 0`,
  );
}

/** Forgets a key, e.g. the (account, client) sign-in counter after a successful sign-in. */
export async function clearRateLimit(key: string): Promise<void> {
  const db = await getDb();
  await db.execute(sql`delete from rate_limits where key = ${storedKey(key)}`);
}

const PRUNE_BATCH = 5000;

/**
 * Deletes the counters whose window or wait has ended (they would start afresh anyway), in
 * batches so that a table grown by an attack does not hold one long lock. Returns how many.
 * Run every 15 minutes, once for the cluster, by the `rate-limits.prune` job.
 */
export async function pruneRateLimits(): Promise<number> {
  const db = await getDb();
  let total = 0;
  for (;;) {
    const [row] = await executeRows<{ n: number | string }>(
      db,
      sql`with gone as (
            delete from rate_limits where key in (
              select key from rate_limits where expires_at <= now() limit ${PRUNE_BATCH})
            returning 1)
          select count(*) as n from gone`,
    );
    const deleted = Number(row?.n ?? 0);
    total += deleted;
    if (deleted < PRUNE_BATCH) return total;
  }
}

export const pruneRateLimitsJob = defineJob(
  'rate-limits.prune',
  z.object({}),
  async () => {
    await pruneRateLimits();
  },
  { retryLimit: 2, backoff: { initialSeconds: 60 }, schedule: { everyMinutes: 15 } },
);
