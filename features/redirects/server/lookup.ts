// No 'server-only' here: proxy.ts imports this module, and it still runs only on the server.
import { eq } from 'drizzle-orm';
import { getDb, schema } from '@/lib/db';
import { isExternal, normalizeSource } from '../paths';

export { normalizeSource };

export type RedirectTarget = { destination: string; permanent: boolean; external: boolean };

const TTL_MS = 60_000;
type Entry = { value: RedirectTarget | null; expires: number };
const holder = globalThis as unknown as { __fursaRedirects?: Map<string, Entry> };
const cache = (holder.__fursaRedirects ??= new Map());
const MAX_ENTRIES = 5000;

/**
 * Where a path (without its locale prefix) should redirect, if anywhere. Answers are cached for
 * at most 60 s per process, so the request layer asks the database rarely. A staff change clears
 * this process's answers at once (clearRedirectCache); other instances follow within the 60 s.
 */
export async function findRedirect(path: string, now = Date.now()): Promise<RedirectTarget | null> {
  const source = normalizeSource(path);
  const hit = cache.get(source);
  if (hit && hit.expires > now) return hit.value;
  const db = await getDb();
  const [row] = await db
    .select()
    .from(schema.redirects)
    .where(eq(schema.redirects.source, source))
    .limit(1);
  const value = row
    ? {
        destination: row.destination,
        permanent: row.permanent,
        external: isExternal(row.destination),
      }
    : null;
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(source, { value, expires: now + TTL_MS });
  return value;
}

export function clearRedirectCache(): void {
  cache.clear();
}
