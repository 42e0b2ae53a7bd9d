import 'server-only';
import { and, count, desc, gt, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { KIND_QUERIES, newestFirst, published, type CardRow } from './kinds';
import { LISTING_TABLES } from './listing-tables';

/** Promoted advertisements (profile/ads-page): listed first, badged, shown on the home page. */

const ads = LISTING_TABLES.advertisement;
const promoted = sql`${ads.promotedUntil} > now()`;
const notPromoted = sql`(${ads.promotedUntil} is null or ${ads.promotedUntil} <= now())`;
const longestPromotedFirst = [desc(ads.promotedUntil), desc(ads.id)];

/**
 * "Featured first": the promoted ads (the longest-promoted first, as on the home page), then all
 * the others, newest first. Ordering by an expression on now() would sort every matching row;
 * as two index-ordered reads (promoted_until, then published_at from the right offset) a page
 * costs about the same on page 1 and page 40.
 */
export async function featuredFirst(
  where: SQL | undefined,
  { offset, limit }: { offset: number; limit: number },
): Promise<CardRow<'advertisement'>[]> {
  const db = await getDb();
  const [counted] = await db
    .select({ n: count() })
    .from(ads)
    .where(and(published(ads), where, promoted));
  const promotedCount = counted?.n ?? 0;
  const items: CardRow<'advertisement'>[] = [];
  if (offset < promotedCount) {
    items.push(
      ...(await KIND_QUERIES.advertisement.cards({
        where: and(where, promoted),
        orderBy: longestPromotedFirst,
        limit,
        offset,
      })),
    );
  }
  if (items.length < limit) {
    items.push(
      ...(await KIND_QUERIES.advertisement.cards({
        where: and(where, notPromoted),
        orderBy: newestFirst(ads),
        limit: limit - items.length,
        offset: Math.max(0, offset - promotedCount),
      })),
    );
  }
  return items;
}

/** Currently promoted advertisements (home page), the longest-promoted first. */
export function featuredAdvertisements(limit = 4): Promise<CardRow<'advertisement'>[]> {
  return KIND_QUERIES.advertisement.cards({
    where: gt(ads.promotedUntil, sql`now()`),
    orderBy: longestPromotedFirst,
    limit,
  });
}
