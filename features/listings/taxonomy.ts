/**
 * Fixed bilingual lists (labels in messages: taxonomy.categories.*, taxonomy.sectors.*,
 * taxonomy.cities.*, taxonomy.stages.*). Codes are stored; labels are rendered per reader.
 */
export const AD_CATEGORIES = [
  'real_estate',
  'vehicles',
  'equipment',
  'franchise',
  'business_for_sale',
  'services',
  'retail',
  'food_beverage',
  'technology',
  'other',
] as const;

export const SECTORS = [
  'technology',
  'real_estate',
  'healthcare',
  'education',
  'food_beverage',
  'retail',
  'logistics',
  'manufacturing',
  'energy',
  'tourism',
  'agriculture',
  'finance',
] as const;

export const CITIES = [
  'riyadh',
  'jeddah',
  'mecca',
  'medina',
  'dammam',
  'khobar',
  'taif',
  'tabuk',
  'abha',
  'dubai',
  'abu_dhabi',
  'doha',
  'kuwait_city',
  'manama',
  'muscat',
  'cairo',
  'amman',
] as const;

export const STAGES = ['idea', 'early', 'growth', 'established'] as const;
/**
 * Where a listing can be (the tables' status check has the same list). Only `published` is public.
 * - pending_review: waiting for a moderator (pre-moderation or an automatic flag);
 * - hidden: a moderator hid it, with a reason its owner sees; the owner edits and resubmits;
 * - removed: a moderator took it down for good (its owner may still delete it);
 * - held: published, but its owner is suspended (published again when the owner is restored).
 */
export const LISTING_STATUSES = [
  'draft',
  'pending_review',
  'published',
  'hidden',
  'removed',
  'held',
  'archived',
] as const;
/**
 * What the owner may do to a listing's status: publish (needs a photo; on a hidden listing it is
 * "resubmit"), unpublish (back to draft) and archive.
 */
export const STATUS_CHANGES = ['publish', 'unpublish', 'archive'] as const;

export type AdCategory = (typeof AD_CATEGORIES)[number];
export type Sector = (typeof SECTORS)[number];
export type City = (typeof CITIES)[number];
export type Stage = (typeof STAGES)[number];
export type ListingStatus = (typeof LISTING_STATUSES)[number];
export type StatusChange = (typeof STATUS_CHANGES)[number];
export type ListingKind = 'advertisement' | 'opportunity';

/**
 * The owner's moves, the one table of them: from each status, each change it allows and where it
 * goes. `review` = published at once, or pending_review when the listing must be reviewed first
 * (LISTING_REVIEW, automatic flags: features/moderation/server/auto-flags.ts). A hidden listing
 * can only be resubmitted (straight to review: no detour through a draft or the archive skips the
 * moderator); a removed or held one cannot be changed by its owner at all. Moderators' moves are
 * in features/moderation/server/listing-review.ts.
 */
export const OWNER_STATUS_MOVES: Record<
  ListingStatus,
  Partial<Record<StatusChange, 'review' | ListingStatus>>
> = {
  draft: { publish: 'review', archive: 'archived' },
  pending_review: { unpublish: 'draft', archive: 'archived' },
  published: { unpublish: 'draft', archive: 'archived' },
  hidden: { publish: 'pending_review' },
  removed: {},
  held: {},
  archived: { publish: 'review', unpublish: 'draft' },
};

/** A stored status as one of the list (the tables' check allows no other); else `removed`. */
export function listingStatusOf(stored: string): ListingStatus {
  return LISTING_STATUSES.find((known) => known === stored) ?? 'removed';
}

/** The changes the owner may make from a status, in the order buttons show them. */
export function ownerChangesFrom(status: ListingStatus): StatusChange[] {
  return STATUS_CHANGES.filter((change) => OWNER_STATUS_MOVES[status][change] !== undefined);
}
