'use server';

import { secondFactorSchema } from '@/features/accounts/schemas/two-factor';
import { userAction } from '@/lib/action/builder';
import { AuthError, getCurrentSession } from '@/lib/auth/current-user';
import { disableTwoFactor } from '@/features/accounts/server/two-factor';

/** Turns two-step verification off for a current code; every other device is signed out. */
export const disableTwoFactorAction = userAction
  .inputSchema(secondFactorSchema)
  .action(async ({ input }) => {
    const current = await getCurrentSession();
    if (!current) throw new AuthError('unauthorized');
    return { ended: await disableTwoFactor(current.user.id, input.code, current.session.id) };
  });
