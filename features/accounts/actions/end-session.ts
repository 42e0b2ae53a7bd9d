'use server';

import type { ActionResult } from '@/lib/action/result';
import { endSessionSchema, type EndSessionInput } from '@/features/accounts/schemas/sessions';
import { userAction } from '@/lib/action/builder';
import { getCurrentSession } from '@/lib/auth/current-user';
import { endSession } from '@/features/accounts/server/session-list';

/**
 * Ends one other session of the signed-in user (its device is signed out at its next request).
 * Another user's session, an unknown one and this device's own answer `forbidden` alike.
 */
export async function endSessionAction(input: EndSessionInput): Promise<ActionResult> {
  return userAction(endSessionSchema, async (user, data): Promise<ActionResult> => {
    const current = await getCurrentSession();
    if (!current) return { ok: false, formError: 'unauthorized' };
    const ended = await endSession(user.id, data.id, current.session.id);
    return ended ? { ok: true, data: undefined } : { ok: false, formError: 'forbidden' };
  })(input);
}
