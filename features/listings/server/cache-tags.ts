import 'server-only';
import { revalidateTag } from 'next/cache';
import type { ListingKind } from '@/features/listings/taxonomy';

/**
 * Cache tags of the public catalogue. Every cached read of published listings (home, catalogue
 * pages, detail pages, related listings) carries its kind's tag, so one change to a listing
 * refreshes every page that might show it. Coarse on purpose: a change is rare next to reads.
 */
export function catalogueTag(kind: ListingKind): string {
  return `catalogue:${kind}`;
}

/**
 * After a listing's public face changed (publish, edit, unpublish, delete, promotion): expire the
 * cached reads and pages of its kind at once (not stale-while-revalidate), on every instance that
 * shares the cache handler. Outside a request (seed scripts) there is no cache to expire.
 */
export function revalidateCatalogue(kind: ListingKind): void {
  try {
    revalidateTag(catalogueTag(kind), { expire: 0 });
  } catch (error) {
    if (process.env.NEXT_RUNTIME) console.warn('[catalogue] revalidate failed', error);
  }
}
