'use server';

import { updateNameSchema } from '@/features/accounts/schemas/profile';
import { userAction } from '@/lib/action/builder';
import { updateName } from '@/features/accounts/server/accounts';
import { refreshUserCookie } from '@/lib/auth/current-user';
import { DomainError } from '@/lib/errors/domain-error';

/** Renames the signed-in user and re-signs the user-data cookie so the header shows it. */
export const updateNameAction = userAction
  .inputSchema(updateNameSchema)
  .action(async ({ input, ctx }) => {
    const updated = await updateName(ctx.user.id, input.name);
    // The schema passed it, yet nothing was left once invisible controls were removed.
    if (!updated) throw DomainError.field('name', 'required');
    await refreshUserCookie();
    return { name: updated.name };
  });
