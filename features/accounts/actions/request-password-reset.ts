'use server';

import { getLocale } from 'next-intl/server';
import { passwordResetRequestSchema } from '@/features/accounts/schemas/auth';
import { publicAction } from '@/lib/action/builder';
import { requestPasswordReset } from '@/features/accounts/server/password-reset';
import { getClientKey } from '@/lib/http/request-context';

/** Mails a 6-digit code when the email has an account; the answer is the same either way. */
export const requestPasswordResetAction = publicAction
  .inputSchema(passwordResetRequestSchema)
  .action(async ({ input }) => {
    await requestPasswordReset(input.email, await getLocale(), await getClientKey());
  });
