'use server';

import { getLocale } from 'next-intl/server';
import { toLocale } from '@/i18n/routing';
import { safeRedirectPath } from '@/lib/auth/guards';
import { signUpRequestSchema, type AuthRedirect } from '@/features/accounts/schemas/auth';
import { publicAction } from '@/lib/action/builder';
import { signUp } from '@/features/accounts/server/accounts';
import { authRefusal } from '@/features/accounts/server/refusals';
import { getUserAgent, setAuthCookies } from '@/lib/auth/current-user';
import { DomainError } from '@/lib/errors/domain-error';
import { getClientKey } from '@/lib/http/request-context';

/**
 * Creates the account and signs it in. `redirect` is the `?redirect=` the visitor came with; the
 * answer names a safe place to go next (the profile by default).
 */
export const signUpAction = publicAction
  .inputSchema(signUpRequestSchema)
  .action(async ({ input }): Promise<AuthRedirect> => {
    const locale = toLocale(await getLocale());
    const result = await signUp(
      { name: input.name, email: input.email, password: input.password, type: input.type, locale },
      { clientKey: await getClientKey(), userAgent: await getUserAgent() },
    );
    if (!result.ok) {
      if (result.error === 'rate_limited') throw DomainError.rateLimited(result.retryAfterSeconds);
      if (result.error === 'email_taken') throw authRefusal('email', 'emailTaken');
      if (result.error === 'common_password') {
        throw DomainError.field('password', 'common_password');
      }
      throw new DomainError('generic');
    }
    await setAuthCookies(result.user, result.session);
    return { redirectTo: safeRedirectPath(input.redirect ?? null, locale) };
  });
