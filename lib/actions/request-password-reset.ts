'use server';

import { getLocale } from 'next-intl/server';
import { rateLimited, type ActionResult } from '@/lib/actions/result';
import { passwordResetRequestSchema } from '@/lib/schemas/auth';
import { validatedAction } from '@/lib/server/action';
import { requestPasswordReset } from '@/lib/server/auth/password-reset';
import { getClientKey } from '@/lib/server/request-context';

/** Mails a 6-digit code when the email has an account; the answer is the same either way. */
export const requestPasswordResetAction = validatedAction(
  passwordResetRequestSchema,
  async (data): Promise<ActionResult> => {
    const result = await requestPasswordReset(data.email, await getLocale(), await getClientKey());
    return result.ok ? { ok: true, data: undefined } : rateLimited(result.retryAfterSeconds);
  },
);
