'use server';

import { randomUUID } from 'node:crypto';
import { getBillingLimits } from '@/features/billing/limits';
import { adjustWallet } from '@/features/billing/server/wallet-adjust';
import { restoreUser, suspendUser, warnUser } from '@/features/moderation/server/suspension';
import {
  adjustWalletSchema,
  restoreUserSchema,
  suspendUserSchema,
  warnUserSchema,
} from '@/features/staff/schemas/users';
import { adminAction, staffAction } from '@/lib/action/builder';

/** A user's staff page: the services decide again who may act on whom. */

export const warnUserAction = staffAction
  .inputSchema(warnUserSchema)
  .action(async ({ input, ctx }) => warnUser(ctx.user, input));

export const suspendUserAction = staffAction
  .inputSchema(suspendUserSchema)
  .action(async ({ input: { duration, ...input }, ctx }) => {
    const { suspendedUntil } = await suspendUser(ctx.user, { ...input, days: duration });
    return { suspendedUntil: suspendedUntil?.toISOString() ?? null };
  });

export const restoreUserAction = staffAction
  .inputSchema(restoreUserSchema)
  .action(async ({ input, ctx }) => restoreUser(ctx.user, input));

/**
 * Admins only. The answer carries a fresh key for the form's next adjustment: the one it sent
 * is spent, and sending it again (a double submit, a retry) changes nothing.
 */
export const adjustWalletAction = adminAction
  .inputSchema(() => {
    const limits = getBillingLimits();
    return adjustWalletSchema(limits.currency, limits.maxBalanceMinor);
  })
  .action(async ({ input, ctx }) => {
    const result = await adjustWallet(ctx.user, input);
    return { ...result, nextKey: randomUUID() };
  });
