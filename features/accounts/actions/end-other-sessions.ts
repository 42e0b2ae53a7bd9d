'use server';

import type { ActionResult } from '@/lib/action/result';
import { withUser } from '@/lib/action/builder';
import { getCurrentSession } from '@/lib/auth/current-user';
import { endOtherSessions } from '@/features/accounts/server/session-list';

/** Signs the user out on every other device; this one stays signed in. */
export async function endOtherSessionsAction(): Promise<ActionResult<{ ended: number }>> {
  return withUser(async (): Promise<ActionResult<{ ended: number }>> => {
    const current = await getCurrentSession();
    if (!current) return { ok: false, formError: 'unauthorized' };
    const ended = await endOtherSessions(current.user.id, current.session.id);
    return { ok: true, data: { ended } };
  })();
}
