'use server';

import { userAction } from '@/lib/action/builder';
import { AuthError, getCurrentSession } from '@/lib/auth/current-user';
import { endOtherSessions } from '@/features/accounts/server/session-list';

/** Signs the user out on every other device; this one stays signed in. */
export const endOtherSessionsAction = userAction.action(async () => {
  const current = await getCurrentSession();
  if (!current) throw new AuthError('unauthorized');
  return { ended: await endOtherSessions(current.user.id, current.session.id) };
});
