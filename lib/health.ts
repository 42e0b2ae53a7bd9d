import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { suspectOutage } from '@/lib/db/outage-state';

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
    suspectOutage(); // the request layer checks again before the next page
    return { ok: false, driver };
  }
}
