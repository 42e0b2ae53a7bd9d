'use server';

import { cancelContactRequestSchema } from '@/features/contact-requests/schemas/contact-request';
import { cancelContactRequest } from '@/features/contact-requests/server/state';
import { userAction } from '@/lib/action/builder';

/** The investor withdraws a request that is still pending. */
export const cancelContactRequestAction = userAction
  .inputSchema(cancelContactRequestSchema)
  .action(async ({ input, ctx }) => cancelContactRequest(ctx.user, input.requestId));
