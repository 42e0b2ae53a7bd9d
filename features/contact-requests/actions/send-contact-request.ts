'use server';

import { sendContactRequestSchema } from '@/features/contact-requests/schemas/contact-request';
import { sendContactRequest } from '@/features/contact-requests/server/send';
import { userAction } from '@/lib/action/builder';

/** A subscribed investor asks the owner of a listing to get in touch. */
export const sendContactRequestAction = userAction
  .inputSchema(sendContactRequestSchema)
  .action(async ({ input, ctx }) => sendContactRequest(ctx.user, input));
