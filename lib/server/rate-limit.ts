import 'server-only';
import { sql } from 'drizzle-orm';
import { executeRows, getDb } from '@/lib/db';

export type RateLimitRule = { limit: number; windowSeconds: number };
export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterSeconds: number };

/**
 * Counts one hit against `key` in a fixed window kept in the database, so the limit holds across
 * every app instance. The upsert is a single statement: concurrent hits cannot both see a stale count.
 */
export async function hitRateLimit(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
  const db = await getDb();
  const rows = await executeRows<{ count: number; window_start: Date | string }>(
    db,
    sql`
    insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= now() - make_interval(secs => ${rule.windowSeconds})
                   then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${rule.windowSeconds})
                   then now() else rate_limits.window_start end
    returning count, window_start`,
  );
  const row = rows[0];
  if (!row) throw new Error('rate limit upsert returned no row');
  const count = Number(row.count);
  const windowStart = new Date(row.window_start).getTime();
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((windowStart + rule.windowSeconds * 1000 - Date.now()) / 1000),
  );
  return {
    allowed: count <= rule.limit,
    remaining: Math.max(0, rule.limit - count),
    retryAfterSeconds,
  };
}

/** Forgets a key, e.g. the per-account sign-in counter after a successful sign-in. */
export async function clearRateLimit(key: string): Promise<void> {
  const db = await getDb();
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}
