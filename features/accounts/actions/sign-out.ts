'use server';

import type { ActionResult } from '@/lib/action/result';
import { signOut } from '@/features/accounts/server/accounts';
import { clearAuthCookies, getSessionToken } from '@/lib/auth/current-user';

/**
 * Ends the session on the server (its push tokens go with it: ON DELETE CASCADE) and clears both
 * auth cookies (SPEC 4).
 */
export async function signOutAction(): Promise<ActionResult> {
  await signOut(await getSessionToken());
  await clearAuthCookies();
  return { ok: true, data: undefined };
}
