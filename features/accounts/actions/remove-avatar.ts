'use server';

import { updateImage } from '@/features/accounts/server/accounts';
import { deleteOwnAvatar } from '@/features/accounts/server/avatar';
import { userAction } from '@/lib/action/builder';
import { AuthError, refreshUserCookie } from '@/lib/auth/current-user';

/** Clears the signed-in user's avatar and deletes its file. */
export const removeAvatarAction = userAction.action(async ({ ctx: { user } }) => {
  if (!(await updateImage(user.id, null))) throw new AuthError('unauthorized');
  await deleteOwnAvatar(user.id, user.image);
  await refreshUserCookie();
});
