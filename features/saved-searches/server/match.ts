import 'server-only';
import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import { executeRows, getDb } from '@/lib/db';
import { advertisements, opportunities, savedSearches, users } from '@/lib/db/schema';
import type { ListingKind } from '@/features/listings/taxonomy';
import { parseAdQuery, parseInvestmentQuery } from '@/features/listings/schemas/catalogue-query';
import { filters as adFilters } from '@/features/listings/server/catalogue-advertisements';
import { filters as investmentFilters } from '@/features/listings/server/catalogue-opportunities';
import { insertNotification } from '@/features/notifications/server/create';
import { deliverNotifications } from '@/features/notifications/server/deliver';
import { errorForLog } from '@/lib/errors/error-for-log';

const BATCH = 200;

/**
 * When a listing is published: every saved search of its kind whose filters (the catalogue's own
 * SQL) select this one listing notifies its investor, once per search and listing. Best effort:
 * publishing never fails because of it.
 */
export async function notifySavedSearchMatches(
  kind: ListingKind,
  listingId: string,
): Promise<number> {
  try {
    let after: string | null = null;
    let notified = 0;
    for (;;) {
      const batch = await nextBatch(kind, after);
      if (batch.length === 0) return notified;
      after = batch[batch.length - 1]!.id;
      notified += await notifyBatch(kind, listingId, batch);
      if (batch.length < BATCH) return notified;
    }
  } catch (error) {
    console.error('[saved-searches] matching failed', errorForLog(error));
    return 0;
  }
}

type Search = { id: string; userId: string; query: Record<string, string> };

async function nextBatch(kind: ListingKind, after: string | null): Promise<Search[]> {
  const db = await getDb();
  return db
    .select({ id: savedSearches.id, userId: savedSearches.userId, query: savedSearches.query })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(
      and(
        eq(savedSearches.listingKind, kind),
        eq(users.type, 'INVESTOR'),
        after ? gt(savedSearches.id, after) : undefined,
      ),
    )
    .orderBy(asc(savedSearches.id))
    .limit(BATCH);
}

/** One query evaluates every search's filters against the single published listing. */
async function notifyBatch(kind: ListingKind, listingId: string, batch: Search[]): Promise<number> {
  const db = await getDb();
  const table = kind === 'advertisement' ? advertisements : opportunities;
  const tests = batch.map((search) => {
    const where: SQL | undefined =
      kind === 'advertisement'
        ? adFilters(parseAdQuery(search.query))
        : investmentFilters(parseInvestmentQuery(search.query));
    return sql`case when ${where ?? sql`true`} then ${search.id} end`;
  });
  const rows = await executeRows<{ title: string; matched: string[] | null }>(
    db,
    sql`select ${table.title} as title,
          array_remove(array[${sql.join(tests, sql`, `)}]::text[], null) as matched
        from ${table}
        where ${table.id} = ${listingId} and ${table.status} = 'published'`,
  );
  const row = rows[0];
  const matched = new Set(row?.matched ?? []);
  if (!row || matched.size === 0) return 0;
  const created = await db.transaction(async (tx) =>
    Promise.all(
      batch
        .filter((search) => matched.has(search.id))
        .map((search) =>
          insertNotification(tx, {
            userId: search.userId,
            type: 'saved_search_match',
            data: { searchId: search.id, listingKind: kind, listingId, listingTitle: row.title },
            dedupeKey: `saved_search:${search.id}:${listingId}`,
          }),
        ),
    ),
  );
  await deliverNotifications(created);
  return created.filter(Boolean).length;
}
