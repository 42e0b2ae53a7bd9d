import 'server-only';
import { getCurrentUser, getUserAgent } from '@/lib/server/auth/current-user';
import { removePushTokensForBrowser } from './tokens';

/** Called by sign-out before the session ends: this browser stops getting the user's pushes. */
export async function forgetThisBrowserPushTokens(): Promise<void> {
  try {
    const user = await getCurrentUser();
    if (user) await removePushTokensForBrowser(user.id, await getUserAgent());
  } catch (error) {
    // Never blocks signing out.
    console.error('[push] could not remove the tokens at sign-out', error);
  }
}
