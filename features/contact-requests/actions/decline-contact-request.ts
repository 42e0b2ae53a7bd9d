'use server';

import { declineContactRequestSchema } from '@/features/contact-requests/schemas/contact-request';
import { declineContactRequest } from '@/features/contact-requests/server/state';
import { userAction } from '@/lib/action/builder';

/** The owner declines a pending request, optionally with a reason. */
export const declineContactRequestAction = userAction
  .inputSchema(declineContactRequestSchema)
  .action(async ({ input, ctx }) =>
    declineContactRequest(ctx.user, input.requestId, { note: input.note }),
  );
