'use server';

import { getLocale } from 'next-intl/server';
import { toLocale } from '@/i18n/routing';
import { safeRedirectPath } from '@/lib/auth/guards';
import { rateLimited, type ActionResult } from '@/lib/action/result';
import {
  authError,
  signInSchema,
  type AuthRedirect,
  type SignInInput,
} from '@/features/accounts/schemas/auth';
import { validatedAction } from '@/lib/action/builder';
import { signIn } from '@/features/accounts/server/accounts';
import { getSessionToken, getUserAgent, setAuthCookies } from '@/lib/auth/current-user';
import { getClientKey } from '@/lib/http/request-context';

/**
 * Email + password. An unknown email and a wrong password get the same form-level message. The
 * session the browser still had is revoked (a fresh token on every sign-in), and the answer names
 * the sanitised `redirect` (or the profile) to go to next.
 */
export async function signInAction(
  input: SignInInput,
  redirect?: string | null,
): Promise<ActionResult<AuthRedirect>> {
  return validatedAction(signInSchema, async (data): Promise<ActionResult<AuthRedirect>> => {
    const result = await signIn(data, {
      clientKey: await getClientKey(),
      userAgent: await getUserAgent(),
      previousToken: await getSessionToken(),
    });
    if (!result.ok) {
      if (result.error === 'rate_limited') return rateLimited(result.retryAfterSeconds);
      return { ok: false, fieldErrors: { '': authError('invalidCredentials') } };
    }
    await setAuthCookies(result.user, result.session);
    const current = await getLocale();
    const locale = toLocale(current);
    const target = typeof redirect === 'string' ? redirect : null;
    return { ok: true, data: { redirectTo: safeRedirectPath(target, locale) } };
  })(input);
}
