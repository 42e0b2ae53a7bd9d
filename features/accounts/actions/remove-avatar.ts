'use server';

import type { ActionResult } from '@/lib/action/result';
import { updateImage } from '@/features/accounts/server/accounts';
import { withUser } from '@/lib/action/builder';
import { refreshUserCookie, type CurrentUser } from '@/lib/auth/current-user';
import { fileKeyFromUrl, getFileStorage } from '@/lib/files/storage';
import { errorForLog } from '@/lib/errors/error-for-log';

/** Clears the signed-in user's avatar and deletes its file. */
export async function removeAvatarAction(): Promise<ActionResult> {
  return withUser(removeAvatar)();
}

async function removeAvatar(user: CurrentUser): Promise<ActionResult> {
  try {
    const updated = await updateImage(user.id, null);
    if (!updated) return { ok: false, formError: 'generic' };
    const key = fileKeyFromUrl(user.image);
    if (key?.startsWith(`avatars/${user.id}/`)) await getFileStorage().delete(key);
    await refreshUserCookie();
    return { ok: true, data: undefined };
  } catch (error) {
    console.error('[action] avatar removal failed', errorForLog(error));
    return { ok: false, formError: 'generic' };
  }
}
