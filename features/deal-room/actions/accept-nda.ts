'use server';

import { investorAction } from '@/lib/action/builder';
import { getClientKey } from '@/lib/http/request-context';
import { acceptNdaSchema } from '@/features/deal-room/schemas/deal-room';
import { acceptNda } from '@/features/deal-room/server/nda';

/** The investor accepts the NDA version they read; the address is recorded with it. */
export const acceptNdaAction = investorAction
  .inputSchema(acceptNdaSchema)
  .action(async ({ input, ctx }) =>
    acceptNda(
      { ...ctx.user, locale: input.locale },
      {
        opportunityId: input.opportunityId,
        version: input.version,
        ip: await getClientKey(),
      },
    ),
  );
