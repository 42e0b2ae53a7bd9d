'use server';

import { ownerAction } from '@/lib/action/builder';
import { accessDecisionSchema } from '@/features/deal-room/schemas/deal-room';
import { decideAccess } from '@/features/deal-room/server/access';

/** The owner grants, revokes or restores one investor's access to the deal room. */
export const decideAccessAction = ownerAction
  .inputSchema(accessDecisionSchema)
  .action(async ({ input, ctx }) => decideAccess(ctx.user, input.accessId, input.decision));
