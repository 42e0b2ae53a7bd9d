'use server';

import { getLocale } from 'next-intl/server';
import { toLocale } from '@/i18n/routing';
import type { AuthRedirect } from '@/features/accounts/schemas/auth';
import { twoFactorSignInSchema } from '@/features/accounts/schemas/two-factor';
import { publicAction } from '@/lib/action/builder';
import {
  clearPendingSignInCookie,
  readPendingSignInCookie,
} from '@/features/accounts/server/two-factor-cookie';
import { completeTwoFactorSignIn } from '@/features/accounts/server/two-factor-sign-in';
import { getSessionToken, getUserAgent, setAuthCookies } from '@/lib/auth/current-user';
import { safeRedirectPath } from '@/lib/auth/guards';
import { DomainError } from '@/lib/errors/domain-error';
import { getClientKey } from '@/lib/http/request-context';

/**
 * The second step of signing in: the code of the authenticator app (or a recovery code) for the
 * sign-in the pending cookie names. Signed in with a fresh session, the browser is sent to the
 * sanitised `redirect` (or the profile); a missing or used challenge answers `twoFactor.expired`.
 */
export const completeTwoFactorSignInAction = publicAction
  .inputSchema(twoFactorSignInSchema)
  .action(async ({ input }): Promise<AuthRedirect> => {
    const pending = await readPendingSignInCookie();
    if (!pending) throw new DomainError('twoFactor.expired');
    const { user, session } = await completeTwoFactorSignIn(pending, input.code, {
      clientKey: await getClientKey(),
      userAgent: await getUserAgent(),
      previousToken: await getSessionToken(),
    });
    await clearPendingSignInCookie();
    await setAuthCookies(user, session);
    const locale = toLocale(await getLocale());
    return { redirectTo: safeRedirectPath(input.redirect ?? null, locale) };
  });
