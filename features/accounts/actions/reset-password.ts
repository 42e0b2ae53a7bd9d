'use server';

import { rateLimited, type ActionResult } from '@/lib/action/result';
import { authError, passwordResetSchema } from '@/features/accounts/schemas/auth';
import { validatedAction } from '@/lib/action/builder';
import { resetPassword } from '@/features/accounts/server/password-reset';
import { getClientKey } from '@/lib/http/request-context';
import { encodeIssue } from '@/lib/validation/issue';
import { toLatinDigits } from '@/lib/validation/rules';

/**
 * Sets a new password with the mailed code. Every session of the account ends; the browser is not
 * signed in here: the form sends the user to the sign-in page with the new password.
 */
export const resetPasswordAction = validatedAction(
  passwordResetSchema,
  async (data): Promise<ActionResult> => {
    const result = await resetPassword(
      data.email,
      // The rule accepts Arabic-Indic digits (typed on an Arabic keyboard); the service wants 0-9.
      toLatinDigits(data.code),
      data.password,
      await getClientKey(),
    );
    if (result.ok) return { ok: true, data: undefined };
    if (result.error === 'rate_limited') return rateLimited(result.retryAfterSeconds);
    if (result.error === 'invalid_code') {
      return { ok: false, fieldErrors: { code: authError('invalidCode') } };
    }
    if (result.error === 'common_password') {
      return { ok: false, fieldErrors: { password: encodeIssue('common_password') } };
    }
    return { ok: false, formError: 'generic' };
  },
);
