'use server';

import { endSessionSchema } from '@/features/accounts/schemas/sessions';
import { userAction } from '@/lib/action/builder';
import { AuthError, getCurrentSession } from '@/lib/auth/current-user';
import { endSession } from '@/features/accounts/server/session-list';

/**
 * Ends one other session of the signed-in user (its device is signed out at its next request).
 * Another user's session, an unknown one and this device's own answer `forbidden` alike.
 */
export const endSessionAction = userAction
  .inputSchema(endSessionSchema)
  .action(async ({ input, ctx }) => {
    const current = await getCurrentSession();
    if (!current) throw new AuthError('unauthorized');
    if (!(await endSession(ctx.user.id, input.id, current.session.id))) {
      throw new AuthError('forbidden');
    }
  });
