import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb, type Tx } from '@/lib/db';
import { users } from '@/lib/db/schema';
import { DomainError } from '@/lib/errors/domain-error';
import { isUuid } from '@/lib/ids';
import type { Paginated } from '@/lib/pagination';
import { revalidateCatalogue } from '@/features/listings/server/cache-tags';
import { LISTING_TABLES } from '@/features/listings/server/listing-tables';
import { countPhotos } from '@/features/listings/server/photo-rows';
import type { ListingKind, ListingStatus } from '@/features/listings/taxonomy';
import { insertNotification } from '@/features/notifications/server/create';
import { deliverNotifications } from '@/features/notifications/server/deliver';
import { notifySavedSearchMatches } from '@/features/saved-searches/server/match';
import { recordAudit } from '@/features/staff/server/audit';
import { assertStaff, type StaffActor } from '@/features/staff/server/staff-access';
import { encodeModerationNote } from '@/features/moderation/moderation-note';
import {
  STAFF_LISTING_MOVES,
  staffMayMove,
  type StaffListingMove,
} from '@/features/moderation/listing-moves';
import type { ModerationReason } from '@/features/moderation/reasons';
import type { ReviewFlag } from '@/features/moderation/review-rules';
import { staffListingRows, type StaffListingRow } from './staff-listings';

/**
 * The moderators' moves on a listing (the table of them: features/moderation/listing-moves.ts).
 * Each one audits in its transaction, notifies the owner (in-app, live, push) after the commit and
 * expires the kind's cached catalogue pages; approving also runs the saved-search alerts.
 */

export type ListingRef = { kind: ListingKind; id: string };
export type ListingDecision = ListingRef & { reason: ModerationReason; note: string };

/**
 * `afterCommit` notifies the owner and refreshes the caches. A move made in the caller's
 * transaction (`opts.tx`) leaves that to the caller, after its commit; otherwise it has run.
 */
export type ModerationResult = { status: ListingStatus; afterCommit: () => Promise<void> };

type Move = {
  move: StaffListingMove;
  notify: 'listing_approved' | 'listing_hidden' | 'listing_removed';
  decision?: { reason: ModerationReason; note: string };
};

async function lockListing(tx: Tx, { kind, id }: ListingRef) {
  if (!isUuid(id)) throw new DomainError('listing.not_found');
  const t = LISTING_TABLES[kind];
  const [row] = await tx
    .select({
      id: t.id,
      ownerId: t.ownerId,
      title: t.title,
      status: t.status,
      reviewFlags: t.reviewFlags,
      // A suspended owner's listing goes public only when they are restored (held-listings.ts).
      ownerSuspended: sql<boolean>`${users.suspendedAt} is not null and (${users.suspendedUntil} is null or ${users.suspendedUntil} > now())`,
    })
    .from(t)
    .innerJoin(users, eq(users.id, t.ownerId))
    .where(eq(t.id, id))
    .for('update', { of: t });
  if (!row) throw new DomainError('listing.not_found');
  return row;
}

async function applyMove(tx: Tx, actor: StaffActor, ref: ListingRef, move: Move) {
  const { kind, id } = ref;
  const t = LISTING_TABLES[kind];
  const before = await lockListing(tx, ref);
  if (!staffMayMove(move.move, before.status)) throw new DomainError('moderation.listing_state');
  const to = landing(move, before.ownerSuspended);
  if (to !== 'hidden' && to !== 'removed' && (await countPhotos(tx, kind, id)) === 0) {
    throw new DomainError('listing.needs_photo');
  }
  await tx
    .update(t)
    .set({
      status: to,
      updatedAt: sql`now()`,
      reviewRequestedAt: null,
      moderationReason: move.decision ? encodeModerationNote(move.decision) : null,
      ...(move.move === 'approve'
        ? { reviewFlags: [], publishedAt: sql`coalesce(${t.publishedAt}, now())` }
        : {}),
    })
    .where(eq(t.id, id));
  await recordAudit(tx, actor, {
    action: `listing.${move.move}`,
    targetKind: kind,
    targetId: id,
    before: { status: before.status, reviewFlags: before.reviewFlags },
    after: { status: to },
    reason: move.decision
      ? [move.decision.reason, move.decision.note].filter(Boolean).join(': ')
      : null,
  });
  const notification = await insertNotification(tx, {
    userId: before.ownerId,
    type: move.notify,
    data: {
      listingKind: kind,
      listingId: id,
      listingTitle: before.title,
      ...(move.decision ?? {}),
    },
  });
  return { notification, status: to };
}

/** Where a move lands: an approved listing of a suspended owner is held until they are restored. */
function landing(move: Move, ownerSuspended: boolean): ListingStatus {
  const to = STAFF_LISTING_MOVES[move.move].to;
  return to === 'published' && ownerSuspended ? 'held' : to;
}

async function moderate(
  actor: StaffActor,
  ref: ListingRef,
  move: Move,
  opts: { tx?: Tx } = {},
): Promise<ModerationResult> {
  assertStaff(actor);
  let done: Awaited<ReturnType<typeof applyMove>> | null = null;
  const afterCommit = async () => {
    revalidateCatalogue(ref.kind);
    await deliverNotifications(done?.notification ? [done.notification] : []);
    // Deduplicated per search and listing: an approval never alerts anyone twice.
    if (done?.status === 'published') await notifySavedSearchMatches(ref.kind, ref.id);
  };
  if (opts.tx) {
    done = await applyMove(opts.tx, actor, ref, move);
    return { status: done.status, afterCommit };
  }
  const db = await getDb();
  done = await db.transaction((tx) => applyMove(tx, actor, ref, move));
  await afterCommit();
  return { status: done.status, afterCommit: async () => {} };
}

/**
 * pending_review → published (first publication date kept), flags and reason cleared; `held`
 * instead while its owner is suspended.
 */
export function approveListing(actor: StaffActor, ref: ListingRef): Promise<ModerationResult> {
  return moderate(actor, ref, { move: 'approve', notify: 'listing_approved' });
}

/** published | pending_review → hidden, with the reason its owner sees; they may resubmit. */
export function hideListing(
  actor: StaffActor,
  { reason, note, ...ref }: ListingDecision,
  opts?: { tx?: Tx },
): Promise<ModerationResult> {
  return moderate(
    actor,
    ref,
    { move: 'hide', notify: 'listing_hidden', decision: { reason, note } },
    opts,
  );
}

/** Any status but removed → removed, for good (its owner can only delete it). */
export function removeListing(
  actor: StaffActor,
  { reason, note, ...ref }: ListingDecision,
  opts?: { tx?: Tx },
): Promise<ModerationResult> {
  return moderate(
    actor,
    ref,
    { move: 'remove', notify: 'listing_removed', decision: { reason, note } },
    opts,
  );
}

/** Listings waiting for review, of both kinds, the longest-waiting first. */
export async function listReviewQueue(
  actor: StaffActor,
  options: { page?: number; kind?: ListingKind; flag?: ReviewFlag } = {},
): Promise<Paginated<StaffListingRow>> {
  assertStaff(actor);
  return staffListingRows({
    page: options.page,
    kinds: options.kind ? [options.kind] : undefined,
    status: 'pending_review',
    flag: options.flag,
    order: 'waiting',
  });
}

/** Every listing, in any state: by title or owner e-mail (or id), newest change first. */
export async function searchAllListings(
  actor: StaffActor,
  options: { q?: string; status?: ListingStatus; kind?: ListingKind; page?: number } = {},
): Promise<Paginated<StaffListingRow>> {
  assertStaff(actor);
  return staffListingRows({
    page: options.page,
    kinds: options.kind ? [options.kind] : undefined,
    status: options.status,
    q: options.q,
    order: 'recent',
  });
}
