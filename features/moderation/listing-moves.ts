import type { ListingStatus } from '@/features/listings/taxonomy';

/**
 * The moderators' moves on a listing and the statuses each starts from (the owner's are
 * OWNER_STATUS_MOVES in features/listings/taxonomy.ts). Read by the services
 * (server/listing-review.ts) and by the buttons that offer them.
 *
 * | move    | from                      | to        |
 * |---------|---------------------------|-----------|
 * | approve | pending_review            | published |
 * | hide    | published, pending_review | hidden    |
 * | remove  | any status but removed    | removed   |
 */
export const STAFF_LISTING_MOVES = {
  approve: { to: 'published', from: ['pending_review'] },
  hide: { to: 'hidden', from: ['published', 'pending_review'] },
  remove: {
    to: 'removed',
    from: ['draft', 'pending_review', 'published', 'hidden', 'held', 'archived'],
  },
} as const satisfies Record<string, { to: ListingStatus; from: readonly ListingStatus[] }>;

export type StaffListingMove = keyof typeof STAFF_LISTING_MOVES;

/** Whether a moderator may make `move` on a listing in `status`. */
export function staffMayMove(move: StaffListingMove, status: string): boolean {
  return (STAFF_LISTING_MOVES[move].from as readonly string[]).includes(status);
}
