import 'server-only';
import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import { executeRows, getDb } from '@/lib/db';
import { savedSearches, users } from '@/lib/db/schema';
import { z } from 'zod';
import type { ListingKind } from '@/features/listings/taxonomy';
import { parseCatalogueQuery } from '@/features/listings/schemas/catalogue-query';
import { catalogueFilters } from '@/features/listings/server/catalogue';
import { LISTING_TABLES } from '@/features/listings/server/listing-tables';
import { insertNotification } from '@/features/notifications/server/create';
import { deliverNotifications } from '@/features/notifications/server/deliver';
import { defineJob, enqueueJob } from '@/lib/jobs';

const BATCH = 200;

/**
 * Matching a published listing against every saved search of its kind, as a job: publishing
 * answers at once, and a failed run is retried with back-off. One waiting run per listing (its
 * singleton key); running it twice notifies nobody twice (the notifications' dedupe keys).
 */
export const matchSavedSearchesJob = defineJob(
  'saved-searches.match',
  z.object({ kind: z.enum(['advertisement', 'opportunity']), listingId: z.uuid() }),
  async ({ kind, listingId }) => {
    await matchSavedSearches(kind, listingId);
  },
  { retryLimit: 4, backoff: { initialSeconds: 30, maxSeconds: 900 } },
);

/**
 * When a listing is published (after the commit): queues the matching. Never throws: publishing
 * never fails because of it.
 */
export async function notifySavedSearchMatches(
  kind: ListingKind,
  listingId: string,
): Promise<void> {
  await enqueueJob(
    matchSavedSearchesJob,
    { kind, listingId },
    { singletonKey: `${kind}:${listingId}` },
  );
}

/**
 * Every saved search of the listing's kind whose filters (the catalogue's own SQL) select this
 * one listing notifies its investor, once per search and listing. Returns how many were notified
 * now; throws on a database failure (the job then tries again).
 */
export async function matchSavedSearches(kind: ListingKind, listingId: string): Promise<number> {
  let after: string | null = null;
  let notified = 0;
  for (;;) {
    const batch = await nextBatch(kind, after);
    if (batch.length === 0) return notified;
    after = batch[batch.length - 1]!.id;
    notified += await notifyBatch(kind, listingId, batch);
    if (batch.length < BATCH) return notified;
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
  const table = LISTING_TABLES[kind];
  const tests = batch.map((search) => {
    const where: SQL | undefined = catalogueFilters(kind, parseCatalogueQuery(kind, search.query));
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
  // One statement at a time: a transaction is one connection, which runs one query at once
  // (node-postgres queues concurrent ones with a deprecation warning, and will refuse them).
  const created = await db.transaction(async (tx) => {
    const rows = [];
    for (const search of batch.filter((entry) => matched.has(entry.id))) {
      rows.push(
        await insertNotification(tx, {
          userId: search.userId,
          type: 'saved_search_match',
          data: { searchId: search.id, listingKind: kind, listingId, listingTitle: row.title },
          dedupeKey: `saved_search:${search.id}:${listingId}`,
        }),
      );
    }
    return rows;
  });
  await deliverNotifications(created);
  return created.filter(Boolean).length;
}
