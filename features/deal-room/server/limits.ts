import 'server-only';
import { hitRateLimit, type RateLimitRule } from '@/lib/rate-limit';
import { DomainError } from '@/lib/errors/domain-error';

/**
 * Per-account ceilings: generous for a person, a wall for a script. Keyed by the account only,
 * so nobody else can use them up for the victim.
 */
const UPLOAD_LIMIT: RateLimitRule = { limit: 60, windowSeconds: 60 * 60 };
/** Each investor download is watermarked on the fly. */
const DOWNLOAD_LIMIT: RateLimitRule = { limit: 200, windowSeconds: 60 * 60 };

async function limit(key: string, rule: RateLimitRule): Promise<void> {
  const hit = await hitRateLimit(key, rule);
  if (!hit.allowed) throw DomainError.rateLimited(hit.retryAfterSeconds);
}

export const limitDocumentUploads = (ownerId: string) =>
  limit(`deal-room-upload:acct:${ownerId}`, UPLOAD_LIMIT);

export const limitDocumentDownloads = (userId: string) =>
  limit(`deal-room-download:acct:${userId}`, DOWNLOAD_LIMIT);
