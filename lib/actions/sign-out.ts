'use server';

import type { ActionResult } from '@/lib/actions/result';
import { signOut } from '@/lib/server/auth/accounts';
import { clearAuthCookies, getSessionToken } from '@/lib/server/auth/current-user';
import { forgetThisBrowserPushTokens } from '@/lib/server/push/sign-out';

/** Ends the session on the server and clears both auth cookies (SPEC 4). */
export async function signOutAction(): Promise<ActionResult> {
  await forgetThisBrowserPushTokens();
  await signOut(await getSessionToken());
  await clearAuthCookies();
  return { ok: true, data: undefined };
}
