import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '@/features/billing/server/wallet';
import { LISTING_TABLES } from '@/features/listings/server/listing-tables';
import { revalidateCatalogue } from '@/features/listings/server/cache-tags';
import { LISTING_KINDS } from '@/features/listings/kinds';
import type { ListingKind } from '@/features/listings/taxonomy';

/**
 * A suspended owner's published listings leave the catalogues as `held` (not hidden: nothing is
 * wrong with them) and come back as they were when the owner is restored. Listings a moderator
 * hid or removed meanwhile stay so. Returns the kinds that changed, for the cache expiry.
 */
async function move(
  tx: Executor,
  ownerId: string,
  from: 'published' | 'held',
  to: 'published' | 'held',
  now: Date,
): Promise<ListingKind[]> {
  const changed: ListingKind[] = [];
  for (const kind of LISTING_KINDS) {
    const t = LISTING_TABLES[kind];
    const rows = await tx
      .update(t)
      .set({ status: to, updatedAt: now })
      .where(and(eq(t.ownerId, ownerId), eq(t.status, from)))
      .returning({ id: t.id });
    if (rows.length > 0) changed.push(kind);
  }
  return changed;
}

export function holdListings(tx: Executor, ownerId: string, now: Date): Promise<ListingKind[]> {
  return move(tx, ownerId, 'published', 'held', now);
}

export function releaseListings(tx: Executor, ownerId: string, now: Date): Promise<ListingKind[]> {
  return move(tx, ownerId, 'held', 'published', now);
}

/** After the commit: the catalogue pages of the kinds that changed are expired at once. */
export function revalidateKinds(kinds: readonly ListingKind[]): void {
  for (const kind of new Set(kinds)) revalidateCatalogue(kind);
}
