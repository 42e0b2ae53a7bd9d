import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '@/lib/db';
import { isOwner } from '@/lib/auth/roles';
import { DomainError } from '@/lib/errors/domain-error';
import { isUuid } from '@/lib/ids';
import type { ListingKind } from '@/features/listings/taxonomy';
import { LISTING_TABLES } from './listing-tables';

/**
 * Who may touch a listing. Every owner service takes the ACTING user and filters by owner_id:
 * another owner's id answers exactly like an unknown one (`listing.not_found`), and anyone but a
 * business owner is refused (`forbidden`) before any query.
 */

/** The acting user, as requireUser() gives it (or a PublicUser in tests). */
export type ListingActor = { id: string; type: string };

export function assertOwner(actor: ListingActor): void {
  if (!isOwner(actor)) throw new DomainError('forbidden');
}

export const listingNotFound = () => new DomainError('listing.not_found');

/** Locks the listing row of this owner (FOR UPDATE); null when it is not theirs or unknown. */
export async function lockOwnListing(tx: Tx, kind: ListingKind, actor: ListingActor, id: string) {
  if (!isUuid(id)) return null;
  const t = LISTING_TABLES[kind];
  const [row] = await tx
    .select({ id: t.id, status: t.status })
    .from(t)
    .where(and(eq(t.id, id), eq(t.ownerId, actor.id)))
    .for('update');
  return row ?? null;
}

/** The same, refusing with `listing.not_found`. */
export async function requireOwnListing(
  tx: Tx,
  kind: ListingKind,
  actor: ListingActor,
  id: string,
) {
  const row = await lockOwnListing(tx, kind, actor, id);
  if (!row) throw listingNotFound();
  return row;
}
