'use server';

import { revalidatePath } from 'next/cache';
import type { ActionResult } from '@/lib/actions/result';
import { deleteSavedSearchSchema, type DeleteSavedSearchInput } from '@/lib/schemas/saved-search';
import { validatedAction } from '@/lib/server/action';
import { AuthError, requireUser } from '@/lib/server/auth/current-user';
import { deleteSavedSearch } from '@/lib/server/saved-searches/saved-searches';

/** Deletes one of the signed-in user's saved searches (anyone else's answers forbidden). */
export async function deleteSavedSearchAction(
  input: DeleteSavedSearchInput,
): Promise<ActionResult> {
  let user;
  try {
    user = await requireUser();
  } catch (error) {
    if (error instanceof AuthError) return { ok: false, formError: error.reason };
    throw error;
  }
  return validatedAction(deleteSavedSearchSchema, async (data) => {
    if (!(await deleteSavedSearch(user.id, data.id))) return { ok: false, formError: 'forbidden' };
    revalidatePath('/[locale]/notifications', 'page');
    return { ok: true, data: undefined };
  })(input);
}
