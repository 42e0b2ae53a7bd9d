import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';

export async function checkDatabase(): Promise<{
  ok: boolean;
  driver: 'postgres' | 'pglite';
  latencyMs?: number;
}> {
  const driver = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  const started = performance.now();
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return { ok: true, driver, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    console.error('[health] database check failed', error);
    return { ok: false, driver };
  }
}
