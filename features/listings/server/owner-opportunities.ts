import 'server-only';
import { sql } from 'drizzle-orm';
import { opportunities } from '@/lib/db/schema';
import type { ListingStatus } from '@/features/listings/taxonomy';
import type { OpportunityData } from '@/features/listings/schemas/opportunity';
import {
  deleteOwnerListing,
  getOwnerListing,
  insertOwnerListing,
  listOwnerListings,
  updateOwnerListing,
} from './owner-listings';
import {
  changeListingStatus,
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
export function listOwnerOpportunities(
  actor: ListingActor,
  options: { page?: number; pageSize?: number } = {},
): Promise<Paginated<OwnerOpportunitySummary>> {
  return listOwnerListings('opportunity', actor, summaryColumns, options);
}

/** One of the owner's opportunities with its photos (cover first); null if not theirs. */
export function getOwnerOpportunity(
  actor: ListingActor,
  id: string,
): Promise<OwnerOpportunity | null> {
  return getOwnerListing('opportunity', actor, id, {
    ...summaryColumns,
    summary: op.summary,
    description: op.description,
    createdAt: op.createdAt,
  });
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
export function createOpportunity(
  actor: ListingActor,
  data: OpportunityData,
): Promise<{ id: string }> {
  return insertOwnerListing('opportunity', actor, fields(data));
}

/** Saves the form's fields; the status does not change. False when not this owner's. */
export function updateOpportunity(
  actor: ListingActor,
  id: string,
  data: OpportunityData,
): Promise<boolean> {
  return updateOwnerListing('opportunity', actor, id, fields(data));
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
export function deleteOpportunity(actor: ListingActor, id: string): Promise<boolean> {
  return deleteOwnerListing('opportunity', actor, id);
}
