'use server';

import { twoFactorEnableSchema } from '@/features/accounts/schemas/two-factor';
import { userAction } from '@/lib/action/builder';
import { confirmTwoFactorEnrolment } from '@/features/accounts/server/two-factor';

/** Turns two-step verification on with the app's first code; answers the recovery codes, once. */
export const enableTwoFactorAction = userAction
  .inputSchema(twoFactorEnableSchema)
  .action(async ({ input, ctx }) => ({
    recoveryCodes: await confirmTwoFactorEnrolment(ctx.user.id, input.code),
  }));
