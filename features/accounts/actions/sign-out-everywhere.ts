'use server';

import { getLocale } from 'next-intl/server';
import { toLocale } from '@/i18n/routing';
import { userAction } from '@/lib/action/builder';
import { clearAuthCookies } from '@/lib/auth/current-user';
import { endAllSessions } from '@/features/accounts/server/session-list';

/**
 * Ends every session of the signed-in user, this device's included, and clears this browser's
 * cookies; the answer names the sign-in page to go to.
 */
export const signOutEverywhereAction = userAction.action(async ({ ctx }) => {
  await endAllSessions(ctx.user.id);
  await clearAuthCookies();
  return { redirectTo: `/${toLocale(await getLocale())}/auth/login` };
});
