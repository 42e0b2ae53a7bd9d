import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { MAX_SAVED_SEARCHES_CLIENT } from '@/features/saved-searches/limits';
import { savedSearches, type SavedSearchRow } from '@/lib/db/schema';
import type { ListingKind } from '@/features/listings/taxonomy';
import {
  catalogueSearch,
  parseAdQuery,
  parseInvestmentQuery,
  type RawSearchParams,
} from '@/features/listings/schemas/catalogue-query';

/** Enough for anyone; bounds the work done when a listing is published. */
export const MAX_SAVED_SEARCHES = MAX_SAVED_SEARCHES_CLIENT;

export type SavedSearchResult =
  { ok: true; search: SavedSearchRow } | { ok: false; error: 'forbidden' | 'limit' };

/** The filters of a catalogue URL state, canonical, without the page (a search, not a place). */
export function savedQueryOf(kind: ListingKind, params: RawSearchParams): Record<string, string> {
  const query =
    kind === 'advertisement' ? parseAdQuery(params ?? {}) : parseInvestmentQuery(params ?? {});
  const search = catalogueSearch(kind, query, { page: 1 });
  return Object.fromEntries(new URLSearchParams(search.slice(1)));
}

/** Saves an investor's catalogue search; the same search twice is kept once. */
export async function saveSearch(
  user: { id: string; type: string },
  kind: ListingKind,
  params: RawSearchParams,
): Promise<SavedSearchResult> {
  if (user.type !== 'INVESTOR') return { ok: false, error: 'forbidden' };
  const query = savedQueryOf(kind, params);
  const db = await getDb();
  return db.transaction(async (tx): Promise<SavedSearchResult> => {
    const mine = await tx
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.userId, user.id))
      .for('update');
    const same = mine.find(
      (row) => row.listingKind === kind && JSON.stringify(row.query) === JSON.stringify(query),
    );
    if (same) return { ok: true, search: same };
    if (mine.length >= MAX_SAVED_SEARCHES) return { ok: false, error: 'limit' };
    const [row] = await tx
      .insert(savedSearches)
      .values({ userId: user.id, listingKind: kind, query })
      .returning();
    return { ok: true, search: row! };
  });
}

/** The user's own saved searches, newest first. */
export async function listSavedSearches(userId: string): Promise<SavedSearchRow[]> {
  const db = await getDb();
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id))
    .limit(MAX_SAVED_SEARCHES);
}

/** Deletes one of the user's own saved searches; false when it is not theirs. */
export async function deleteSavedSearch(userId: string, id: string): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return rows.length === 1;
}
