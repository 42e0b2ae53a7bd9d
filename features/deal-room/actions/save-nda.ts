'use server';

import { ownerAction } from '@/lib/action/builder';
import { ndaSchema } from '@/features/deal-room/schemas/deal-room';
import { saveNda } from '@/features/deal-room/server/nda';

/** The owner saves a new version of the deal room's NDA (or returns to the default). */
export const saveNdaAction = ownerAction
  .inputSchema(ndaSchema)
  .action(async ({ input, ctx }) => saveNda(ctx.user, input));
