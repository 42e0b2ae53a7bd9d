'use server';

import { rateLimited, type ActionResult } from '@/lib/action/result';
import { AVATAR_FIELD, AVATAR_RULES } from '@/features/accounts/schemas/profile';
import { checkRateLimits, updateImage } from '@/features/accounts/server/accounts';
import { withUser } from '@/lib/action/builder';
import { refreshUserCookie, type CurrentUser } from '@/lib/auth/current-user';
import { toSquareWebp, validateImageUpload } from '@/lib/files/images';
import { fileKeyFromUrl, fileUrl, getFileStorage, newFileKey } from '@/lib/files/storage';
import { isFileLike } from '@/lib/validation/file-rules';
import { encodeIssue } from '@/lib/validation/issue';
import { errorForLog } from '@/lib/errors/error-for-log';

const AVATAR_UPLOAD_LIMIT = { limit: 30, windowSeconds: 15 * 60 };
/** Stored avatars are at most this wide and high (shown at up to 112 CSS pixels). */
const AVATAR_STORED_SIZE = 512;

/**
 * Stores a new avatar from FormData (`avatar`): checked again here by its bytes (never by its
 * name or the browser's MIME type), re-encoded as a square WebP without metadata, saved under a
 * random server-made key; then the old file goes.
 */
export async function updateAvatarAction(
  formData: FormData,
): Promise<ActionResult<{ image: string }>> {
  return withUser(updateAvatar)(formData);
}

async function updateAvatar(
  user: CurrentUser,
  formData: FormData,
): Promise<ActionResult<{ image: string }>> {
  try {
    const limited = await checkRateLimits([[`avatar:acct:${user.id}`, AVATAR_UPLOAD_LIMIT]]);
    if (limited) return rateLimited(limited.retryAfterSeconds);

    const entry = formData instanceof FormData ? formData.get(AVATAR_FIELD) : null;
    const checked = await validateImageUpload(isFileLike(entry) ? entry : null, AVATAR_RULES);
    if (!checked.ok) return { ok: false, fieldErrors: { [AVATAR_FIELD]: checked.issue } };

    const webp = await toSquareWebp(checked.bytes, AVATAR_STORED_SIZE);
    if (!webp) return { ok: false, fieldErrors: { [AVATAR_FIELD]: encodeIssue('image') } };

    const storage = getFileStorage();
    const key = newFileKey(['avatars', user.id], 'webp');
    await storage.put(key, webp, 'image/webp');
    const updated = await updateImage(user.id, fileUrl(key));
    if (!updated) {
      await storage.delete(key);
      return { ok: false, formError: 'generic' };
    }
    await deleteOwnAvatar(user.id, user.image);
    await refreshUserCookie();
    return { ok: true, data: { image: fileUrl(key) } };
  } catch (error) {
    console.error('[action] avatar upload failed', errorForLog(error));
    return { ok: false, formError: 'generic' };
  }
}

/** Removes a previous avatar file, only when it is one of this user's stored avatars. */
async function deleteOwnAvatar(userId: string, image: string | null): Promise<void> {
  const key = fileKeyFromUrl(image);
  if (key?.startsWith(`avatars/${userId}/`)) await getFileStorage().delete(key);
}
