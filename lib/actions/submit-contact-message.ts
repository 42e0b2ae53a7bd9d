'use server';

import { getLocale } from 'next-intl/server';
import { rateLimited, type ActionResult } from '@/lib/actions/result';
import { contactMessageSchema } from '@/lib/schemas/contact';
import { validatedAction } from '@/lib/server/action';
import { submitContactMessage } from '@/lib/server/contact/contact-messages';
import { getClientKey } from '@/lib/server/request-context';

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
