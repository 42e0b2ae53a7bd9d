'use server';

import { rateLimited, type ActionResult } from '@/lib/action/result';
import {
  changePasswordSchema,
  WRONG_CURRENT_PASSWORD,
  type ChangePasswordInput,
} from '@/features/accounts/schemas/profile';
import { userAction } from '@/lib/action/builder';
import { changePassword } from '@/features/accounts/server/accounts';
import { getUserAgent, setAuthCookies } from '@/lib/auth/current-user';
import { encodeIssue } from '@/lib/validation/issue';

/**
 * Checks the current password, stores the new one and ends every session of the user; this
 * device gets a fresh session (and cookies) so it stays signed in.
 */
export async function changePasswordAction(input: ChangePasswordInput): Promise<ActionResult> {
  return userAction(changePasswordSchema, async (user, data): Promise<ActionResult> => {
    const result = await changePassword(
      user.id,
      { currentPassword: data.currentPassword, newPassword: data.password },
      { userAgent: await getUserAgent() },
    );
    if (result.ok) {
      await setAuthCookies(user, result.session);
      return { ok: true, data: undefined };
    }
    switch (result.error) {
      case 'rate_limited':
        return rateLimited(result.retryAfterSeconds);
      case 'invalid_credentials':
        return { ok: false, fieldErrors: { currentPassword: WRONG_CURRENT_PASSWORD } };
      case 'invalid_input':
        return { ok: false, fieldErrors: { password: encodeIssue('regex') } };
      case 'common_password':
        return { ok: false, fieldErrors: { password: encodeIssue('common_password') } };
      case 'not_found':
        return { ok: false, formError: 'unauthorized' };
    }
  })(input);
}
