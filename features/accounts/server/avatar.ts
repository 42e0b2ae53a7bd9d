import 'server-only';
import { AVATAR_FIELD, AVATAR_RULES } from '@/features/accounts/schemas/profile';
import { AuthError } from '@/lib/auth/current-user';
import { DomainError } from '@/lib/errors/domain-error';
import { toSquareWebp, validateImageUpload } from '@/lib/files/images';
import { fileKeyFromUrl, fileUrl, getFileStorage, newFileKey } from '@/lib/files/storage';
import { isFileLike } from '@/lib/validation/file-rules';
import { updateImage } from './accounts';
import { checkRateLimits } from './throttle';
import { throwIfLimited } from './refusals';
import { errorForLog } from '@/lib/errors/error-for-log';

const AVATAR_UPLOAD_LIMIT = { limit: 30, windowSeconds: 15 * 60 };
/** Stored avatars are at most this wide and high (shown at up to 112 CSS pixels). */
const AVATAR_STORED_SIZE = 512;

type AvatarOwner = { id: string; image: string | null };

/**
 * Stores a new avatar from the uploaded entry: checked again here by its bytes (never by its
 * name or the browser's MIME type), re-encoded as a square WebP without metadata, saved under a
 * random server-made key; then the old file goes. Returns the new image's URL.
 */
export async function replaceAvatar(user: AvatarOwner, entry: unknown): Promise<string> {
  throwIfLimited(await checkRateLimits([[`avatar:acct:${user.id}`, AVATAR_UPLOAD_LIMIT]]));

  const checked = await validateImageUpload(isFileLike(entry) ? entry : null, AVATAR_RULES);
  if (!checked.ok) {
    throw new DomainError('invalid', { field: { name: AVATAR_FIELD, issue: checked.issue } });
  }
  const webp = await toSquareWebp(checked.bytes, AVATAR_STORED_SIZE);
  if (!webp) throw DomainError.field(AVATAR_FIELD, 'image');

  const storage = getFileStorage();
  const key = newFileKey(['avatars', user.id], 'webp');
  await storage.put(key, webp, 'image/webp');
  let saved = false;
  try {
    saved = (await updateImage(user.id, fileUrl(key))) !== null;
  } finally {
    // Not recorded (or the write failed): the new file would be an orphan.
    if (!saved) await storage.delete(key);
  }
  if (!saved) throw new AuthError('unauthorized');
  await deleteOwnAvatar(user.id, user.image);
  return fileUrl(key);
}

/**
 * Removes a previous avatar file, only when it is one of this user's stored avatars. The account
 * has already changed when this runs, so a store that fails to delete is logged, not reported to
 * the user as a failed change.
 */
export async function deleteOwnAvatar(userId: string, image: string | null): Promise<void> {
  const key = fileKeyFromUrl(image);
  if (!key?.startsWith(`avatars/${userId}/`)) return;
  await getFileStorage()
    .delete(key)
    .catch((error: unknown) => console.error('[avatar] could not delete', key, errorForLog(error)));
}
