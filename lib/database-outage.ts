// No 'server-only' here: proxy.ts imports this module, and it still runs only on the server.
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { outageState } from '@/lib/db/outage-state';

/**
 * Whether the database is unreachable right now, as the request layer sees it: a `select 1`
 * probe at most every PROBE_INTERVAL_MS, and at once after the pool lost a connection; a request
 * waits for a probe under way at most PROBE_WAIT_MS (a refused connection answers at once; a
 * hanging one is not worth more).
 *
 * Why: a page Next renders while the database is down fails inside React's server renderer after
 * waiting for a connection, and answers 500 with Next's error shell (docs/errors.md).
 * Knowing the outage before the page renders lets the proxy answer at once, with the
 * right status (503) and the site's header.
 */
const PROBE_INTERVAL_MS = 2_000;
const PROBE_WAIT_MS = 250;

const state = outageState;

async function probe(): Promise<boolean> {
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

export async function isDatabaseDown(now = Date.now()): Promise<boolean> {
  if (!state.pending && now - state.checkedAt >= PROBE_INTERVAL_MS) {
    state.checkedAt = now;
    state.pending = probe()
      .then((ok) => {
        if (state.down === ok) console.error(`[db] ${ok ? 'reachable again' : 'unreachable'}`);
        state.down = !ok;
      })
      .finally(() => {
        state.pending = null;
      });
  }
  if (state.pending) {
    await Promise.race([
      state.pending,
      new Promise((resolve) => setTimeout(resolve, PROBE_WAIT_MS).unref()),
    ]);
  }
  return state.down;
}
