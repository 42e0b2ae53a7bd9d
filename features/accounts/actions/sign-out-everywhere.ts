'use server';

import { getLocale } from 'next-intl/server';
import { toLocale } from '@/i18n/routing';
import type { ActionResult } from '@/lib/action/result';
import { withUser } from '@/lib/action/builder';
import { clearAuthCookies } from '@/lib/auth/current-user';
import { endAllSessions } from '@/features/accounts/server/session-list';

/**
 * Ends every session of the signed-in user, this device's included, and clears this browser's
 * cookies; the answer names the sign-in page to go to.
 */
export async function signOutEverywhereAction(): Promise<ActionResult<{ redirectTo: string }>> {
  return withUser(async (user): Promise<ActionResult<{ redirectTo: string }>> => {
    await endAllSessions(user.id);
    await clearAuthCookies();
    const current = await getLocale();
    const locale = toLocale(current);
    return { ok: true, data: { redirectTo: `/${locale}/auth/login` } };
  })();
}
