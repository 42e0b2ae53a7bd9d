import 'server-only';
import { and, asc, count, eq, sql, type SQLWrapper } from 'drizzle-orm';
import { unstable_rethrow } from 'next/navigation';
import { getDb, type Database } from '@/lib/db';
import { advertisements, listingImages, opportunities } from '@/lib/db/schema';
import type { ListingKind, ListingStatus } from '@/features/listings/taxonomy';
import { rateLimited } from '@/lib/action/result';
import type { ListingError, OwnerActionResult } from '@/features/listings/owner-result';
import { isUuid } from '@/lib/ids';
import { checkRateLimits } from '@/features/accounts/server/accounts';
import { AuthError, requireUser, type CurrentUser } from '@/lib/auth/current-user';
import { notifySavedSearchMatches } from '@/features/saved-searches/server/match';
import { revalidateCatalogue } from './cache-tags';
import { errorForLog } from '@/lib/errors/error-for-log';
import { isOwner } from '@/lib/auth/roles';

/**
 * What the owner services share. Every service takes the ACTING user and filters by owner_id:
 * another owner's id answers exactly like an unknown one (not found), and an investor is refused.
 */

/** The acting user, as requireUser() gives it (or a PublicUser in tests). */
export type ListingActor = { id: string; type: string };

export class ListingForbiddenError extends Error {
  constructor() {
    super('forbidden');
  }
}

/** Only business owners have listings; anyone else is refused before any query. */
export function assertOwner(actor: ListingActor): void {
  if (!isOwner(actor)) throw new ListingForbiddenError();
}

export type Paginated<T> = {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
};

export const DEFAULT_PAGE_SIZE = 10;

export function pageWindow(page: number | undefined, pageSize = DEFAULT_PAGE_SIZE) {
  const size = Math.min(Math.max(Math.trunc(pageSize) || DEFAULT_PAGE_SIZE, 1), 50);
  const current = Math.max(Math.trunc(page ?? 1) || 1, 1);
  return { page: current, pageSize: size, offset: (current - 1) * size };
}

export function paginated<T>(items: T[], total: number, page: number, pageSize: number) {
  return { items, total, page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

// Both tables share these columns; the cast lets one code path serve both kinds.
type ListingTable = typeof advertisements;
export function tableOf(kind: ListingKind): ListingTable {
  return (kind === 'advertisement' ? advertisements : opportunities) as unknown as ListingTable;
}

/** Cover (position 0) storage key and photo count of each listing row, for list queries. */
export function coverColumns(kind: ListingKind, listingId: SQLWrapper) {
  const images = sql`${listingImages} li where li.listing_kind = ${kind} and li.listing_id = ${listingId}`;
  return {
    coverKey: sql<
      string | null
    >`(select li.storage_key from ${images} order by li.position limit 1)`,
    photoCount: sql<number>`(select count(*)::int from ${images})`,
  };
}

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Locks the listing row of this owner (FOR UPDATE); null when it is not theirs or unknown. */
export async function lockOwnListing(tx: Tx, kind: ListingKind, actor: ListingActor, id: string) {
  if (!isUuid(id)) return null;
  const t = tableOf(kind);
  const [row] = await tx
    .select({ id: t.id, status: t.status })
    .from(t)
    .where(and(eq(t.id, id), eq(t.ownerId, actor.id)))
    .for('update');
  return row ?? null;
}

export async function countPhotos(tx: Tx | Database, kind: ListingKind, listingId: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(listingImages)
    .where(and(eq(listingImages.listingKind, kind), eq(listingImages.listingId, listingId)));
  return row?.n ?? 0;
}

export const STATUS_CHANGES = ['publish', 'unpublish', 'archive'] as const;
export type StatusChange = (typeof STATUS_CHANGES)[number];

export function isStatusChange(value: unknown): value is StatusChange {
  return (STATUS_CHANGES as readonly unknown[]).includes(value);
}
export type StatusResult =
  { ok: true; status: ListingStatus } | { ok: false; error: 'not_found' | 'needs_photo' };

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
  kind: ListingKind,
  actor: ListingActor,
  id: string,
  change: StatusChange,
): Promise<StatusResult> {
  assertOwner(actor);
  const db = await getDb();
  const result = await db.transaction(async (tx): Promise<StatusResult> => {
    const row = await lockOwnListing(tx, kind, actor, id);
    if (!row) return { ok: false, error: 'not_found' };
    if (change === 'publish' && (await countPhotos(tx, kind, id)) === 0) {
      return { ok: false, error: 'needs_photo' };
    }
    const t = tableOf(kind);
    const status = TARGET[change];
    await tx
      .update(t)
      .set({
        status,
        updatedAt: sql`now()`,
        ...(status === 'published' ? { publishedAt: sql`coalesce(${t.publishedAt}, now())` } : {}),
      })
      .where(eq(t.id, id));
    return { ok: true, status };
  });
  // Every cached page that might show it (catalogue, detail, home), on every instance.
  if (result.ok) revalidateCatalogue(kind);
  // Saved-search alerts, after the commit (deduplicated per search and listing; never throws).
  if (result.ok && change === 'publish') await notifySavedSearchMatches(kind, id);
  return result;
}

/**
 * Deletes the listing and its photo rows; answers the photos' storage keys (the caller removes
 * the files once the rows are gone), or null when the listing is not this owner's.
 */
export async function deleteListingRows(kind: ListingKind, actor: ListingActor, id: string) {
  assertOwner(actor);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const row = await lockOwnListing(tx, kind, actor, id);
    if (!row) return null;
    const photos = await tx
      .delete(listingImages)
      .where(and(eq(listingImages.listingKind, kind), eq(listingImages.listingId, id)))
      .returning({ storageKey: listingImages.storageKey });
    const t = tableOf(kind);
    await tx.delete(t).where(eq(t.id, id));
    return photos.map((p) => p.storageKey);
  });
}

/** The photos of a listing (already known to be the owner's), cover first. */
export async function listPhotoRows(db: Tx | Database, kind: ListingKind, listingId: string) {
  return db
    .select({
      id: listingImages.id,
      storageKey: listingImages.storageKey,
      width: listingImages.width,
      height: listingImages.height,
      position: listingImages.position,
    })
    .from(listingImages)
    .where(and(eq(listingImages.listingKind, kind), eq(listingImages.listingId, listingId)))
    .orderBy(asc(listingImages.position), asc(listingImages.createdAt));
}

export type ListingPhoto = Awaited<ReturnType<typeof listPhotoRows>>[number];

/**
 * The body of an owner's server action: the signed-in OWNER (from the session), then the body.
 * Auth failures become their form error, service refusals become `listingError`, anything
 * unexpected is logged and answered generically; Next's redirect/notFound pass through.
 */
export async function ownerAction<R>(
  body: (owner: CurrentUser) => Promise<OwnerActionResult<R>>,
): Promise<OwnerActionResult<R>> {
  try {
    return await body(await requireUser('OWNER'));
  } catch (error) {
    unstable_rethrow(error);
    if (error instanceof AuthError) return { ok: false, formError: error.reason };
    if (error instanceof ListingForbiddenError) return { ok: false, formError: 'forbidden' };
    console.error('[action] listing action failed', errorForLog(error));
    return { ok: false, formError: 'generic' };
  }
}

/** A status change as an action answers it. */
export function statusActionResult(
  result: StatusResult,
): OwnerActionResult<{ status: ListingStatus }> {
  return result.ok
    ? { ok: true, data: { status: result.status } }
    : { ok: false, listingError: result.error };
}

export const LISTING_WRITE_LIMIT = { limit: 120, windowSeconds: 60 * 60 };
export const PHOTO_UPLOAD_LIMIT = { limit: 120, windowSeconds: 60 * 60 };

/** Saves (create/edit) per owner per hour: generous for people, a wall for scripts. */
export async function limitListingWrites(ownerId: string) {
  const limited = await checkRateLimits([[`listing-write:acct:${ownerId}`, LISTING_WRITE_LIMIT]]);
  return limited ? rateLimited(limited.retryAfterSeconds) : null;
}

/** Photo uploads per owner per hour (each one is decoded and re-encoded four times). */
export async function limitPhotoUploads(ownerId: string) {
  const limited = await checkRateLimits([[`listing-photo:acct:${ownerId}`, PHOTO_UPLOAD_LIMIT]]);
  return limited ? rateLimited(limited.retryAfterSeconds) : null;
}

export function isListingKind(value: unknown): value is ListingKind {
  return value === 'advertisement' || value === 'opportunity';
}

/** A photo service's answer as an action answers it (file issues are handled by the upload). */
export function photoActionResult(
  result: { ok: true } | { ok: false; error: ListingError | 'invalid' },
): OwnerActionResult {
  if (result.ok) return { ok: true, data: undefined };
  return result.error === 'invalid'
    ? { ok: false, formError: 'generic' }
    : { ok: false, listingError: result.error };
}
