'use server';

import type { ActionResult } from '@/lib/action/result';
import { updateNameSchema, type UpdateNameInput } from '@/features/accounts/schemas/profile';
import { userAction } from '@/lib/action/builder';
import { updateName } from '@/features/accounts/server/accounts';
import { refreshUserCookie } from '@/lib/auth/current-user';

/** Renames the signed-in user and re-signs the user-data cookie so the header shows it. */
export async function updateNameAction(
  input: UpdateNameInput,
): Promise<ActionResult<{ name: string }>> {
  return userAction(updateNameSchema, async (user, { name }) => {
    const updated = await updateName(user.id, name);
    if (!updated) return { ok: false, formError: 'generic' };
    await refreshUserCookie();
    return { ok: true, data: { name: updated.name } };
  })(input);
}
