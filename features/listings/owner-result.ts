import type { ActionResult } from '@/lib/action/result';

/** Refusals of the owner's listing services, translated by the editor (ownerListings.errors). */
export type ListingError =
  'not_found' | 'needs_photo' | 'too_many_photos' | 'last_photo' | 'invalid_order';

/** What the owner's listing actions answer: an ActionResult, or a listing refusal. */
export type OwnerActionResult<T = undefined> =
  ActionResult<T> | { ok: false; listingError: ListingError };

export function listingErrorOf(result: OwnerActionResult<unknown>): ListingError | null {
  return !result.ok && 'listingError' in result ? result.listingError : null;
}
