'use server';

import { getLocale } from 'next-intl/server';
import { contactMessageSchema } from '@/features/contact/schemas/contact';
import { publicAction } from '@/lib/action/builder';
import { DomainError } from '@/lib/errors/domain-error';
import { submitContactMessage } from '@/features/contact/server/contact-messages';
import { getClientKey } from '@/lib/http/request-context';

export const submitContactMessageAction = publicAction
  .inputSchema(contactMessageSchema)
  .action(async ({ input }) => {
    const result = await submitContactMessage(input, {
      locale: await getLocale(),
      clientKey: await getClientKey(),
    });
    if (!result.ok) throw DomainError.rateLimited(result.retryAfterSeconds);
  });
