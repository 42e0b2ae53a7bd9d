'use server';

import { changePasswordSchema } from '@/features/accounts/schemas/profile';
import { userAction } from '@/lib/action/builder';
import { changePassword } from '@/features/accounts/server/accounts';
import { getUserAgent, setAuthCookies } from '@/lib/auth/current-user';

/**
 * Checks the current password (and, with two-step verification on, a current code), stores the
 * new one and ends every session of the user; this device gets a fresh session (and cookies) so
 * it stays signed in.
 */
export const changePasswordAction = userAction
  .inputSchema(changePasswordSchema)
  .action(async ({ input, ctx }) => {
    const session = await changePassword(
      ctx.user.id,
      { currentPassword: input.currentPassword, newPassword: input.password, code: input.code },
      { userAgent: await getUserAgent() },
    );
    await setAuthCookies(ctx.user, session);
  });
