'use server';

import { signOut } from '@/features/accounts/server/accounts';
import { publicAction } from '@/lib/action/builder';
import { clearAuthCookies, getSessionToken } from '@/lib/auth/current-user';

/**
 * Ends the session on the server (its push tokens go with it: ON DELETE CASCADE) and clears both
 * auth cookies (SPEC 4).
 */
export const signOutAction = publicAction.action(async () => {
  await signOut(await getSessionToken());
  await clearAuthCookies();
});
