import 'server-only';
import { and, count, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { listingImages } from '@/lib/db/schema';
import { DomainError } from '@/lib/errors/domain-error';
import { pageWindow, paginated, type Paginated } from '@/lib/pagination';
import { LISTING_KIND, type FieldSpec, type FieldsOf } from '@/features/listings/kinds';
import {
  listingStatusOf,
  OWNER_STATUS_MOVES,
  type ListingKind,
  type ListingStatus,
  type StatusChange,
} from '@/features/listings/taxonomy';
import { LISTING_CURRENCY } from '@/features/listings/schemas/listing-fields';
import type { ListingData, ListingInput } from '@/features/listings/schemas/listing-form';
import { notifySavedSearchMatches } from '@/features/saved-searches/server/match';
import {
  listingFlags,
  listingReviewMode,
  publishNeedsReview,
} from '@/features/moderation/server/auto-flags';
import { revalidateCatalogue } from './cache-tags';
import { KIND_QUERIES, type OwnerDetailRow, type OwnerRow } from './kinds';
import { LISTING_TABLES, listingTable } from './listing-tables';
import { assertOwner, requireOwnListing, type ListingActor } from './ownership';
import { countPhotos } from './photo-rows';
import { deleteStoredPhotos } from './photos';
import { endRoomAccess } from '@/features/deal-room/server/access';
import { deleteRoomFiles, listRoomFileKeys } from '@/features/deal-room/server/documents';

/**
 * The owner's editor, for both kinds: every read and write is scoped to the acting owner; a
 * listing that is not theirs is `listing.not_found`, exactly like an unknown one.
 */

/** `ListingKind`: either kind's, told apart by `kind`. */
export type OwnerListingSummary<K extends ListingKind = ListingKind> = OwnerRow<K>;
export type OwnerListing<K extends ListingKind = ListingKind> = OwnerDetailRow<K>;

/** The owner's listings of a kind, most recently changed first, one page at a time. */
export function listOwnerListings<K extends ListingKind>(
  actor: ListingActor,
  kind: K,
  options?: { page?: number; pageSize?: number },
): Promise<Paginated<OwnerListingSummary<K>>>;
export async function listOwnerListings(
  actor: ListingActor,
  kind: ListingKind,
  options: { page?: number; pageSize?: number } = {},
): Promise<Paginated<OwnerListingSummary>> {
  assertOwner(actor);
  const window = pageWindow(options.page, { pageSize: options.pageSize });
  const t = listingTable(kind);
  const db = await getDb();
  const [items, [total]] = await Promise.all([
    KIND_QUERIES[kind].ownerRows(actor.id, window),
    db.select({ n: count() }).from(t).where(eq(t.ownerId, actor.id)),
  ]);
  return paginated<OwnerListingSummary>(items, total?.n ?? 0, window);
}

/** One of the owner's listings with its photos (cover first); null if not theirs. */
export function getOwnerListing<K extends ListingKind>(
  actor: ListingActor,
  kind: K,
  id: string,
): Promise<OwnerListing<K> | null>;
export async function getOwnerListing(
  actor: ListingActor,
  kind: ListingKind,
  id: string,
): Promise<OwnerListing | null> {
  assertOwner(actor);
  return KIND_QUERIES[kind].ownerListing(actor.id, id);
}

type ColumnOf<F, N> = F extends { column: infer C extends string } ? C : N;
type Columns<K extends ListingKind> = {
  [N in keyof FieldsOf<K> & keyof ListingData<K> as ColumnOf<FieldsOf<K>[N], N>]: ListingData<K>[N];
};

/** A form's values under their columns (the kind's fields say which: kinds.ts). */
function columnsOf<K extends ListingKind>(kind: K, data: ListingData<K>): Columns<K> {
  const values = new Map<string, unknown>(Object.entries(data));
  const fields: Record<string, FieldSpec> = LISTING_KIND[kind].fields;
  const columns = Object.entries(fields).map(([name, spec]) => [
    'column' in spec ? spec.column : name,
    values.get(name),
  ]);
  // Object.fromEntries forgets the pairing that Columns<K> states, field by field.
  return Object.fromEntries(columns) as Columns<K>;
}

/** The table and column values a form writes. */
function writeOf(input: ListingInput) {
  switch (input.kind) {
    case 'advertisement':
      return { table: LISTING_TABLES.advertisement, values: columnsOf(input.kind, input) };
    case 'opportunity':
      return { table: LISTING_TABLES.opportunity, values: columnsOf(input.kind, input) };
  }
}

/** A new listing, always a draft (photos come next; publishing needs one). */
export async function createListing(
  actor: ListingActor,
  input: ListingInput,
): Promise<{ id: string }> {
  assertOwner(actor);
  const { table, values } = writeOf(input);
  const db = await getDb();
  const [row] = await db
    .insert(table)
    .values({ ...values, ownerId: actor.id, currency: LISTING_CURRENCY, status: 'draft' })
    .returning({ id: table.id });
  return { id: row!.id };
}

/**
 * Saves the form's fields (and updatedAt). A removed or held listing cannot be edited. Editing a
 * published listing sends it back to review when LISTING_REVIEW=all, or when the edit raises an
 * automatic flag the listing did not have before (an approved phone number stays approved while
 * the rest is edited); a listing waiting for review gets its flags recomputed.
 */
export async function updateListing(
  actor: ListingActor,
  input: ListingInput & { id: string },
): Promise<{ id: string; sentForReview?: true }> {
  assertOwner(actor);
  const { table, values } = writeOf(input);
  const db = await getDb();
  const review = await db.transaction(async (tx): Promise<boolean> => {
    const status = listingStatusOf(
      (await requireOwnListing(tx, input.kind, actor, input.id)).status,
    );
    if (isLocked(status)) throw new DomainError('listing.locked');
    const watched = status === 'published' || status === 'pending_review';
    const flagsBefore = watched ? await listingFlags(tx, input.kind, input.id) : [];
    await tx
      .update(table)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(table.id, input.id));
    if (!watched) return false;
    const flags = await listingFlags(tx, input.kind, input.id);
    const raised = flags.some((flag) => !flagsBefore.includes(flag));
    const toReview = status === 'published' && (raised || listingReviewMode() === 'all');
    await tx
      .update(table)
      .set({
        reviewFlags: flags,
        ...(toReview ? { status: 'pending_review', reviewRequestedAt: sql`now()` } : {}),
      })
      .where(eq(table.id, input.id));
    return toReview;
  });
  revalidateCatalogue(input.kind);
  return review ? { id: input.id, sentForReview: true } : { id: input.id };
}

/** The statuses only a moderator (or a restored account) moves a listing out of. */
function isLocked(status: ListingStatus): boolean {
  return status === 'removed' || status === 'held';
}

/**
 * The owner's status changes, by the one table of them (taxonomy.ts OWNER_STATUS_MOVES).
 * Publishing needs a photo (the row is locked, so a photo cannot vanish between the check and
 * the update) and goes live at once, or to review (pending_review, with its automatic flags)
 * when LISTING_REVIEW or a flag asks for it; publishing a hidden listing resubmits it for review.
 * publishedAt is set the first time it goes live only; saved-search alerts run only then.
 */
export async function changeListingStatus(
  actor: ListingActor,
  { kind, id, change }: { kind: ListingKind; id: string; change: StatusChange },
): Promise<{ status: ListingStatus }> {
  assertOwner(actor);
  const t = listingTable(kind);
  const db = await getDb();
  const status = await db.transaction(async (tx): Promise<ListingStatus> => {
    const from = listingStatusOf((await requireOwnListing(tx, kind, actor, id)).status);
    const move = OWNER_STATUS_MOVES[from][change];
    if (!move) throw new DomainError(isLocked(from) ? 'listing.locked' : 'listing.wrong_status');
    if (change === 'publish' && (await countPhotos(tx, kind, id)) === 0) {
      throw new DomainError('listing.needs_photo');
    }
    if (move !== 'review' && move !== 'pending_review') {
      await tx
        .update(t)
        .set({ status: move, updatedAt: sql`now()`, reviewRequestedAt: null })
        .where(eq(t.id, id));
      // An archived opportunity's deal room closes to every investor for good.
      if (kind === 'opportunity' && move === 'archived') await endRoomAccess(tx, id);
      return move;
    }
    const flags = await listingFlags(tx, kind, id);
    const review = move === 'pending_review' || (await publishNeedsReview(tx, actor.id, flags));
    await tx
      .update(t)
      .set(
        review
          ? {
              status: 'pending_review',
              updatedAt: sql`now()`,
              reviewFlags: flags,
              reviewRequestedAt: sql`now()`,
            }
          : {
              status: 'published',
              updatedAt: sql`now()`,
              reviewFlags: [],
              reviewRequestedAt: null,
              moderationReason: null,
              publishedAt: sql`coalesce(${t.publishedAt}, now())`,
            },
      )
      .where(eq(t.id, id));
    return review ? 'pending_review' : 'published';
  });
  // Every cached page that might show it (catalogue, detail, home), on every instance.
  revalidateCatalogue(kind);
  // Saved-search alerts, after the commit, once it is live (deduplicated; never throws).
  if (status === 'published') await notifySavedSearchMatches(kind, id);
  return { status };
}

/** Deletes the listing and its photo rows, then its photo files (and deal room documents). */
export async function deleteListing(
  actor: ListingActor,
  { kind, id }: { kind: ListingKind; id: string },
): Promise<void> {
  assertOwner(actor);
  const t = listingTable(kind);
  const db = await getDb();
  const keys = await db.transaction(async (tx) => {
    await requireOwnListing(tx, kind, actor, id);
    const photos = await tx
      .delete(listingImages)
      .where(and(eq(listingImages.listingKind, kind), eq(listingImages.listingId, id)))
      .returning({ storageKey: listingImages.storageKey });
    // The deal room's rows go with the opportunity (cascade); its files are removed below.
    const documents = kind === 'opportunity' ? await listRoomFileKeys(id, tx) : [];
    await tx.delete(t).where(eq(t.id, id));
    return { photos: photos.map((photo) => photo.storageKey), documents };
  });
  revalidateCatalogue(kind);
  await deleteStoredPhotos(keys.photos);
  await deleteRoomFiles(keys.documents);
}
