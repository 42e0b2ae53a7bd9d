'use server';

import { passwordResetSchema } from '@/features/accounts/schemas/auth';
import { publicAction } from '@/lib/action/builder';
import { resetPassword } from '@/features/accounts/server/password-reset';
import { getClientKey } from '@/lib/http/request-context';
import { toLatinDigits } from '@/lib/validation/rules';

/**
 * Sets a new password with the mailed code. Every session of the account ends; the browser is not
 * signed in here: the form sends the user to the sign-in page with the new password.
 */
export const resetPasswordAction = publicAction
  .inputSchema(passwordResetSchema)
  .action(async ({ input }) => {
    await resetPassword(
      input.email,
      // The rule accepts Arabic-Indic digits (typed on an Arabic keyboard); the service wants 0-9.
      toLatinDigits(input.code),
      input.password,
      await getClientKey(),
    );
  });
