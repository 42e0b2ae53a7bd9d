'use server';

import { getLocale } from 'next-intl/server';
import { toLocale } from '@/i18n/routing';
import { safeRedirectPath } from '@/lib/auth/guards';
import { signInRequestSchema, type AuthRedirect } from '@/features/accounts/schemas/auth';
import { publicAction } from '@/lib/action/builder';
import { signIn } from '@/features/accounts/server/accounts';
import { authRefusal, suspendedRefusal } from '@/features/accounts/server/refusals';
import { setPendingSignInCookie } from '@/features/accounts/server/two-factor-cookie';
import { getSessionToken, getUserAgent, setAuthCookies } from '@/lib/auth/current-user';
import { DomainError } from '@/lib/errors/domain-error';
import { getClientKey } from '@/lib/http/request-context';

/**
 * Email + password. An unknown email and a wrong password get the same form-level message. The
 * session the browser still had is revoked (a fresh token on every sign-in), and the answer names
 * the sanitised `redirect` (or the profile) to go to next. With two-step verification on, no
 * session yet: a pending cookie, and the answer names the page that asks for the code.
 */
export const signInAction = publicAction
  .inputSchema(signInRequestSchema)
  .action(async ({ input }): Promise<AuthRedirect> => {
    const result = await signIn(input, {
      clientKey: await getClientKey(),
      userAgent: await getUserAgent(),
      previousToken: await getSessionToken(),
    });
    if (!result.ok) {
      if (result.error === 'rate_limited') throw DomainError.rateLimited(result.retryAfterSeconds);
      if (result.error === 'suspended') throw suspendedRefusal(result.until);
      throw authRefusal('', 'invalidCredentials');
    }
    const locale = toLocale(await getLocale());
    const target = safeRedirectPath(input.redirect ?? null, locale);
    if (result.challenge) {
      await setPendingSignInCookie(result.challenge);
      const query =
        target === `/${locale}/profile` ? '' : `?redirect=${encodeURIComponent(target)}`;
      return { redirectTo: `/${locale}/auth/two-factor${query}`, twoFactor: true };
    }
    await setAuthCookies(result.user, result.session);
    return { redirectTo: target };
  });
