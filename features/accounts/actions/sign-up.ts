'use server';

import { getLocale } from 'next-intl/server';
import { toLocale } from '@/i18n/routing';
import { safeRedirectPath } from '@/lib/auth/guards';
import { rateLimited, type ActionResult } from '@/lib/action/result';
import {
  authError,
  signUpSchema,
  type AuthRedirect,
  type SignUpInput,
} from '@/features/accounts/schemas/auth';
import { validatedAction } from '@/lib/action/builder';
import { signUp } from '@/features/accounts/server/accounts';
import { getUserAgent, setAuthCookies } from '@/lib/auth/current-user';
import { getClientKey } from '@/lib/http/request-context';
import { encodeIssue } from '@/lib/validation/issue';

/**
 * Creates the account and signs it in. `redirect` is the `?redirect=` the visitor came with; the
 * answer names a safe place to go next (the profile by default).
 */
export async function signUpAction(
  input: SignUpInput,
  redirect?: string | null,
): Promise<ActionResult<AuthRedirect>> {
  return validatedAction(signUpSchema, async (data): Promise<ActionResult<AuthRedirect>> => {
    const current = await getLocale();
    const locale = toLocale(current);
    const result = await signUp(
      { name: data.name, email: data.email, password: data.password, type: data.type, locale },
      { clientKey: await getClientKey(), userAgent: await getUserAgent() },
    );
    if (!result.ok) {
      if (result.error === 'rate_limited') return rateLimited(result.retryAfterSeconds);
      if (result.error === 'email_taken') {
        return { ok: false, fieldErrors: { email: authError('emailTaken') } };
      }
      if (result.error === 'common_password') {
        return { ok: false, fieldErrors: { password: encodeIssue('common_password') } };
      }
      return { ok: false, formError: 'generic' };
    }
    await setAuthCookies(result.user, result.session);
    const target = typeof redirect === 'string' ? redirect : null;
    return { ok: true, data: { redirectTo: safeRedirectPath(target, locale) } };
  })(input);
}
