import 'server-only';
import { sql } from 'drizzle-orm';
import { advertisements } from '@/lib/db/schema';
import type { ListingStatus } from '@/features/listings/taxonomy';
import type { AdvertisementData } from '@/features/listings/schemas/advertisement';
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

/** The owner's editor for advertisements: every read and write is scoped to the acting owner. */

export type OwnerAdvertisementSummary = {
  id: string;
  title: string;
  category: string;
  city: string;
  priceMinor: number | null;
  currency: string;
  status: ListingStatus;
  views: number;
  publishedAt: Date | null;
  updatedAt: Date;
  coverKey: string | null;
  photoCount: number;
};

export type OwnerAdvertisement = Omit<OwnerAdvertisementSummary, 'coverKey' | 'photoCount'> & {
  description: string;
  promotedUntil: Date | null;
  createdAt: Date;
  photos: ListingPhoto[];
};

const ad = advertisements;
const summaryColumns = {
  id: ad.id,
  title: ad.title,
  category: ad.category,
  city: ad.city,
  priceMinor: ad.priceMinor,
  currency: ad.currency,
  status: sql<ListingStatus>`${ad.status}`,
  views: ad.views,
  publishedAt: ad.publishedAt,
  updatedAt: ad.updatedAt,
};

/** The owner's advertisements, most recently changed first, one page at a time. */
export function listOwnerAdvertisements(
  actor: ListingActor,
  options: { page?: number; pageSize?: number } = {},
): Promise<Paginated<OwnerAdvertisementSummary>> {
  return listOwnerListings('advertisement', actor, summaryColumns, options);
}

/** One of the owner's advertisements with its photos (cover first); null if not theirs. */
export function getOwnerAdvertisement(
  actor: ListingActor,
  id: string,
): Promise<OwnerAdvertisement | null> {
  return getOwnerListing('advertisement', actor, id, {
    ...summaryColumns,
    description: ad.description,
    promotedUntil: ad.promotedUntil,
    createdAt: ad.createdAt,
  });
}

function fields(data: AdvertisementData) {
  return {
    title: data.title,
    description: data.description,
    category: data.category,
    city: data.city,
    priceMinor: data.price,
  };
}

/** A new advertisement, always a draft (photos come next; publishing needs one). */
export function createAdvertisement(
  actor: ListingActor,
  data: AdvertisementData,
): Promise<{ id: string }> {
  return insertOwnerListing('advertisement', actor, fields(data));
}

/** Saves the form's fields; the status does not change. False when not this owner's. */
export function updateAdvertisement(
  actor: ListingActor,
  id: string,
  data: AdvertisementData,
): Promise<boolean> {
  return updateOwnerListing('advertisement', actor, id, fields(data));
}

/** publish (needs a photo) / unpublish / archive. */
export function setAdvertisementStatus(
  actor: ListingActor,
  id: string,
  change: StatusChange,
): Promise<StatusResult> {
  return changeListingStatus('advertisement', actor, id, change);
}

/** Deletes the advertisement, its photo rows and then its photo files. False if not theirs. */
export function deleteAdvertisement(actor: ListingActor, id: string): Promise<boolean> {
  return deleteOwnerListing('advertisement', actor, id);
}
