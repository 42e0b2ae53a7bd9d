// No 'server-only' here: proxy.ts imports this module, and it still runs only on the server.
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { UUID } from '@/lib/ids';
import { LISTING_KIND, LISTING_KINDS } from '@/features/listings/kinds';
import type { ListingKind } from '@/features/listings/taxonomy';
import { LISTING_TABLES } from './listing-tables';

/** `/advertisements/<id>` or `/investments/<id>`: a kind's public detail page. */
const DETAIL = new RegExp(
  `^(${LISTING_KINDS.map((kind) => LISTING_KIND[kind].publicPath).join('|')})/([^/]+)$`,
);
const KIND_OF_PATH = new Map<string, ListingKind>(
  LISTING_KINDS.map((kind) => [LISTING_KIND[kind].publicPath, kind]),
);

// A published listing stays "known" this long per process; unknown answers are never kept, so a
// listing is reachable the moment it is published. After an unpublish, the page itself (its data
// cache expires with the catalogue tag) still answers 404 within this window.
const TTL_MS = 5_000;
const MAX_ENTRIES = 5000;
const holder = globalThis as unknown as { __fursaPublished?: Map<string, number> };
const known = (holder.__fursaPublished ??= new Map());

async function isPublished(kind: ListingKind, id: string) {
  const key = `${kind}:${id}`;
  const now = Date.now();
  const until = known.get(key);
  if (until && until > now) return true;
  const t = LISTING_TABLES[kind];
  const db = await getDb();
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.id, id), eq(t.status, 'published')))
    .limit(1);
  if (!row) return false;
  if (known.size >= MAX_ENTRIES) known.clear();
  known.set(key, now + TTL_MS);
  return true;
}

/**
 * True when `path` (without its locale) is a public detail page whose listing does not exist or
 * is not published, e.g. `/advertisements/not-an-id`. Asked twice over:
 * - by the request layer, for every request: it answers with the server-rendered 404 page, with
 *   the site's header and the path;
 * - by the detail page itself (features/listings/components/catalogue/listing-detail.tsx), before
 *   the cached read, so an unknown id leaves nothing in the data cache (a listing unpublished
 *   within the request layer's few seconds of memory still answers 404: docs/errors.md).
 */
export async function isMissingListingPath(path: string): Promise<boolean> {
  const match = DETAIL.exec(path);
  const kind = match && KIND_OF_PATH.get(match[1]!);
  if (!match || !kind) return false;
  const id = match[2]!;
  if (!UUID.test(id)) return true;
  return !(await isPublished(kind, id));
}
