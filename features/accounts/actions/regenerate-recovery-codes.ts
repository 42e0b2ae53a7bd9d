'use server';

import { secondFactorSchema } from '@/features/accounts/schemas/two-factor';
import { userAction } from '@/lib/action/builder';
import { regenerateRecoveryCodes } from '@/features/accounts/server/two-factor';

/** New recovery codes for a current code; the previous ones stop working. */
export const regenerateRecoveryCodesAction = userAction
  .inputSchema(secondFactorSchema)
  .action(async ({ input, ctx }) => ({
    recoveryCodes: await regenerateRecoveryCodes(ctx.user.id, input.code),
  }));
