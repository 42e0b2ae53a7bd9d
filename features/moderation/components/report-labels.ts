import { LISTING_STATUSES, type ListingStatus } from '@/features/listings/taxonomy';

/** A listing's state in the staff's words (`admin.reports.listingStates.*`); unknown ones as stored. */
export function listingStateLabel(
  t: (key: `listingStates.${ListingStatus}`) => string,
  status: string,
): string {
  const known = LISTING_STATUSES.find((value) => value === status);
  return known ? t(`listingStates.${known}`) : status;
}
