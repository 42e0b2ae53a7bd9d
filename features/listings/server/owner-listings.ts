import 'server-only';
import { and, count, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { listingImages } from '@/lib/db/schema';
import { DomainError } from '@/lib/errors/domain-error';
import { isUuid } from '@/lib/ids';
import { pageWindow, paginated, type Paginated } from '@/lib/pagination';
import { LISTING_KIND, type FieldSpec, type FieldsOf } from '@/features/listings/kinds';
import type { ListingKind, ListingStatus, StatusChange } from '@/features/listings/taxonomy';
import { LISTING_CURRENCY } from '@/features/listings/schemas/listing-fields';
import type { ListingData, ListingInput } from '@/features/listings/schemas/listing-form';
import { notifySavedSearchMatches } from '@/features/saved-searches/server/match';
import { revalidateCatalogue } from './cache-tags';
import { KIND_QUERIES, type OwnerDetailRow, type OwnerRow } from './kinds';
import { LISTING_TABLES, listingTable } from './listing-tables';
import { assertOwner, listingNotFound, requireOwnListing, type ListingActor } from './ownership';
import { countPhotos } from './photo-rows';
import { deleteStoredPhotos } from './photos';

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

/** Saves the form's fields (and updatedAt); the status does not change. */
export async function updateListing(
  actor: ListingActor,
  input: ListingInput & { id: string },
): Promise<{ id: string }> {
  assertOwner(actor);
  if (!isUuid(input.id)) throw listingNotFound();
  const { table, values } = writeOf(input);
  const db = await getDb();
  const updated = await db
    .update(table)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(table.id, input.id), eq(table.ownerId, actor.id)))
    .returning({ id: table.id });
  if (updated.length !== 1) throw listingNotFound();
  revalidateCatalogue(input.kind);
  return { id: input.id };
}

const TARGET: Record<StatusChange, ListingStatus> = {
  publish: 'published',
  unpublish: 'draft',
  archive: 'archived',
};

/**
 * publish (needs at least one photo; publishedAt is set the first time only), unpublish (back to
 * draft) and archive. The row is locked, so a photo cannot vanish between the check and the update.
 */
export async function changeListingStatus(
  actor: ListingActor,
  { kind, id, change }: { kind: ListingKind; id: string; change: StatusChange },
): Promise<{ status: ListingStatus }> {
  assertOwner(actor);
  const t = listingTable(kind);
  const status = TARGET[change];
  const db = await getDb();
  await db.transaction(async (tx) => {
    await requireOwnListing(tx, kind, actor, id);
    if (change === 'publish' && (await countPhotos(tx, kind, id)) === 0) {
      throw new DomainError('listing.needs_photo');
    }
    await tx
      .update(t)
      .set({
        status,
        updatedAt: sql`now()`,
        ...(status === 'published' ? { publishedAt: sql`coalesce(${t.publishedAt}, now())` } : {}),
      })
      .where(eq(t.id, id));
  });
  // Every cached page that might show it (catalogue, detail, home), on every instance.
  revalidateCatalogue(kind);
  // Saved-search alerts, after the commit (deduplicated per search and listing; never throws).
  if (change === 'publish') await notifySavedSearchMatches(kind, id);
  return { status };
}

/** Deletes the listing and its photo rows, then its photo files. */
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
    await tx.delete(t).where(eq(t.id, id));
    return photos.map((photo) => photo.storageKey);
  });
  revalidateCatalogue(kind);
  await deleteStoredPhotos(keys);
}
