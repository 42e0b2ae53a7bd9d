'use server';

import { getLocale } from 'next-intl/server';
import { rateLimited, type ActionResult } from '@/lib/action/result';
import { contactMessageSchema } from '@/features/contact/schemas/contact';
import { validatedAction } from '@/lib/action/builder';
import { submitContactMessage } from '@/features/contact/server/contact-messages';
import { getClientKey } from '@/lib/http/request-context';

export const submitContactMessageAction = validatedAction(
  contactMessageSchema,
  async (data): Promise<ActionResult> => {
    const result = await submitContactMessage(data, {
      locale: await getLocale(),
      clientKey: await getClientKey(),
    });
    return result.ok ? { ok: true, data: undefined } : rateLimited(result.retryAfterSeconds);
  },
);
