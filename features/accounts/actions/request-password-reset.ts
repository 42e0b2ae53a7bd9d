'use server';

import { getLocale } from 'next-intl/server';
import { rateLimited, type ActionResult } from '@/lib/action/result';
import { passwordResetRequestSchema } from '@/features/accounts/schemas/auth';
import { validatedAction } from '@/lib/action/builder';
import { requestPasswordReset } from '@/features/accounts/server/password-reset';
import { getClientKey } from '@/lib/http/request-context';

/** Mails a 6-digit code when the email has an account; the answer is the same either way. */
export const requestPasswordResetAction = validatedAction(
  passwordResetRequestSchema,
  async (data): Promise<ActionResult> => {
    const result = await requestPasswordReset(data.email, await getLocale(), await getClientKey());
    return result.ok ? { ok: true, data: undefined } : rateLimited(result.retryAfterSeconds);
  },
);
