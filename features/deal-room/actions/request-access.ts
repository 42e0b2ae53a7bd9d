'use server';

import { investorAction } from '@/lib/action/builder';
import { requestAccessSchema } from '@/features/deal-room/schemas/deal-room';
import { requestAccess } from '@/features/deal-room/server/access';

/** The investor asks for the deal room, with a contact request already sent for it. */
export const requestAccessAction = investorAction
  .inputSchema(requestAccessSchema)
  .action(async ({ input, ctx }) => requestAccess(ctx.user, input.opportunityId));
