'use server';

import { acceptContactRequestSchema } from '@/features/contact-requests/schemas/contact-request';
import { acceptContactRequest } from '@/features/contact-requests/server/state';
import { userAction } from '@/lib/action/builder';

/** The owner accepts a pending request, optionally with a first chat message. */
export const acceptContactRequestAction = userAction
  .inputSchema(acceptContactRequestSchema)
  .action(async ({ input, ctx }) =>
    acceptContactRequest(ctx.user, input.requestId, {
      reply: input.reply,
      clientId: input.clientId,
    }),
  );
