import 'server-only';
import { hitRateLimit, type RateLimitRule } from '@/lib/rate-limit';
import { DomainError } from '@/lib/errors/domain-error';

/** Per-owner ceilings on the editor's writes: generous for people, a wall for scripts. */

const LISTING_WRITE_LIMIT: RateLimitRule = { limit: 120, windowSeconds: 60 * 60 };
/** Each upload is decoded and re-encoded four times. */
const PHOTO_UPLOAD_LIMIT: RateLimitRule = { limit: 120, windowSeconds: 60 * 60 };

async function limit(key: string, rule: RateLimitRule): Promise<void> {
  const hit = await hitRateLimit(key, rule);
  if (!hit.allowed) throw DomainError.rateLimited(hit.retryAfterSeconds);
}

/** Saves (create/edit) per owner per hour. */
export const limitListingWrites = (ownerId: string) =>
  limit(`listing-write:acct:${ownerId}`, LISTING_WRITE_LIMIT);

/** Photo uploads per owner per hour. */
export const limitPhotoUploads = (ownerId: string) =>
  limit(`listing-photo:acct:${ownerId}`, PHOTO_UPLOAD_LIMIT);
