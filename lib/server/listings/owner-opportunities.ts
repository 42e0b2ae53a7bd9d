import 'server-only';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { opportunities } from '@/lib/db/schema';
import type { ListingStatus } from '@/lib/listings/taxonomy';
import { isListingId, LISTING_CURRENCY } from '@/lib/schemas/listing-fields';
import type { OpportunityData } from '@/lib/schemas/opportunity';
import { deleteStoredPhotos } from './photos';
import {
  assertOwner,
  changeListingStatus,
  coverColumns,
  deleteListingRows,
  listPhotoRows,
  pageWindow,
  paginated,
  type ListingActor,
  type ListingPhoto,
  type Paginated,
  type StatusChange,
  type StatusResult,
} from './shared';

/**
 * The owner's editor for investment opportunities (shown publicly as investments): every read and
 * write is scoped to the acting owner. Amounts are minor units, the expected return basis points.
 */

export type OwnerOpportunitySummary = {
  id: string;
  title: string;
  sector: string;
  city: string;
  stage: string;
  amountMinMinor: number;
  amountMaxMinor: number;
  currency: string;
  expectedReturnBps: number | null;
  status: ListingStatus;
  views: number;
  publishedAt: Date | null;
  updatedAt: Date;
  coverKey: string | null;
  photoCount: number;
};

export type OwnerOpportunity = Omit<OwnerOpportunitySummary, 'coverKey' | 'photoCount'> & {
  summary: string;
  description: string;
  createdAt: Date;
  photos: ListingPhoto[];
};

const op = opportunities;
const summaryColumns = {
  id: op.id,
  title: op.title,
  sector: op.sector,
  city: op.city,
  stage: op.stage,
  amountMinMinor: op.amountMinMinor,
  amountMaxMinor: op.amountMaxMinor,
  currency: op.currency,
  expectedReturnBps: op.expectedReturnBps,
  status: sql<ListingStatus>`${op.status}`,
  views: op.views,
  publishedAt: op.publishedAt,
  updatedAt: op.updatedAt,
};

/** The owner's opportunities, most recently changed first, one page at a time. */
export async function listOwnerOpportunities(
  actor: ListingActor,
  options: { page?: number; pageSize?: number } = {},
): Promise<Paginated<OwnerOpportunitySummary>> {
  assertOwner(actor);
  const { page, pageSize, offset } = pageWindow(options.page, options.pageSize);
  const db = await getDb();
  const mine = eq(op.ownerId, actor.id);
  const [items, [total]] = await Promise.all([
    db
      .select({ ...summaryColumns, ...coverColumns('opportunity', op.id) })
      .from(op)
      .where(mine)
      .orderBy(desc(op.updatedAt), desc(op.id))
      .limit(pageSize)
      .offset(offset),
    db.select({ n: count() }).from(op).where(mine),
  ]);
  return paginated(items, total?.n ?? 0, page, pageSize);
}

/** One of the owner's opportunities with its photos (cover first); null if not theirs. */
export async function getOwnerOpportunity(
  actor: ListingActor,
  id: string,
): Promise<OwnerOpportunity | null> {
  assertOwner(actor);
  if (!isListingId(id)) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      ...summaryColumns,
      summary: op.summary,
      description: op.description,
      createdAt: op.createdAt,
    })
    .from(op)
    .where(and(eq(op.id, id), eq(op.ownerId, actor.id)));
  if (!row) return null;
  return { ...row, photos: await listPhotoRows(db, 'opportunity', id) };
}

function fields(data: OpportunityData) {
  return {
    title: data.title,
    sector: data.sector,
    city: data.city,
    stage: data.stage,
    summary: data.summary,
    description: data.description,
    amountMinMinor: data.amountMin,
    amountMaxMinor: data.amountMax,
    expectedReturnBps: data.expectedReturn,
  };
}

/** A new opportunity, always a draft (photos come next; publishing needs one). */
export async function createOpportunity(
  actor: ListingActor,
  data: OpportunityData,
): Promise<{ id: string }> {
  assertOwner(actor);
  const db = await getDb();
  const [row] = await db
    .insert(op)
    .values({
      ownerId: actor.id,
      ...fields(data),
      currency: LISTING_CURRENCY,
      status: 'draft',
    })
    .returning({ id: op.id });
  return { id: row!.id };
}

/** Saves the form's fields; the status does not change. False when not this owner's. */
export async function updateOpportunity(
  actor: ListingActor,
  id: string,
  data: OpportunityData,
): Promise<boolean> {
  assertOwner(actor);
  if (!isListingId(id)) return false;
  const db = await getDb();
  const updated = await db
    .update(op)
    .set({
      ...fields(data),
      updatedAt: sql`now()`,
    })
    .where(and(eq(op.id, id), eq(op.ownerId, actor.id)))
    .returning({ id: op.id });
  return updated.length === 1;
}

/** publish (needs a photo) / unpublish / archive. */
export function setOpportunityStatus(
  actor: ListingActor,
  id: string,
  change: StatusChange,
): Promise<StatusResult> {
  return changeListingStatus('opportunity', actor, id, change);
}

/** Deletes the opportunity, its photo rows and then its photo files. False if not theirs. */
export async function deleteOpportunity(actor: ListingActor, id: string): Promise<boolean> {
  const keys = await deleteListingRows('opportunity', actor, id);
  if (!keys) return false;
  await deleteStoredPhotos(keys);
  return true;
}
