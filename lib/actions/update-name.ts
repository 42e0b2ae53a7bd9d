'use server';

import type { ActionResult } from '@/lib/actions/result';
import { updateNameSchema, type UpdateNameInput } from '@/lib/schemas/profile';
import { userAction } from '@/lib/server/action';
import { updateName } from '@/lib/server/auth/accounts';
import { refreshUserCookie } from '@/lib/server/auth/current-user';

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
