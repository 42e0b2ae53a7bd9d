'use server';

import type { ActionResult } from '@/lib/actions/result';
import { updateNameSchema, type UpdateNameInput } from '@/lib/schemas/profile';
import { validatedAction } from '@/lib/server/action';
import { updateName } from '@/lib/server/auth/accounts';
import { AuthError, refreshUserCookie, requireUser } from '@/lib/server/auth/current-user';

/** Renames the signed-in user and re-signs the user-data cookie so the header shows it. */
export async function updateNameAction(
  input: UpdateNameInput,
): Promise<ActionResult<{ name: string }>> {
  let userId: string;
  try {
    userId = (await requireUser()).id;
  } catch (error) {
    if (error instanceof AuthError) return { ok: false, formError: error.reason };
    throw error;
  }
  return validatedAction(updateNameSchema, async ({ name }) => {
    const user = await updateName(userId, name);
    if (!user) return { ok: false, formError: 'generic' };
    await refreshUserCookie();
    return { ok: true, data: { name: user.name } };
  })(input);
}
