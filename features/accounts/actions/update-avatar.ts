'use server';

import { z } from 'zod';
import { AVATAR_FIELD } from '@/features/accounts/schemas/profile';
import { replaceAvatar } from '@/features/accounts/server/avatar';
import { userAction } from '@/lib/action/builder';
import { refreshUserCookie } from '@/lib/auth/current-user';

/** The upload arrives as FormData; its `avatar` entry is checked by its bytes in replaceAvatar. */
const avatarUploadSchema = z.instanceof(FormData).transform((data) => data.get(AVATAR_FIELD));

/**
 * Stores a new avatar from FormData (`avatar`), re-encoded as a square WebP, and re-signs the
 * user-data cookie so the header shows it.
 */
export const updateAvatarAction = userAction
  .inputSchema(avatarUploadSchema)
  .action(async ({ input, ctx }) => {
    const image = await replaceAvatar(ctx.user, input);
    await refreshUserCookie();
    return { image };
  });
