'use server';

import { revalidatePath } from 'next/cache';
import type { ActionResult } from '@/lib/action/result';
import {
  deleteSavedSearchSchema,
  type DeleteSavedSearchInput,
} from '@/features/saved-searches/schemas/saved-search';
import { userAction } from '@/lib/action/builder';
import { deleteSavedSearch } from '@/features/saved-searches/server/saved-searches';

/** Deletes one of the signed-in user's saved searches (anyone else's answers forbidden). */
export async function deleteSavedSearchAction(
  input: DeleteSavedSearchInput,
): Promise<ActionResult> {
  return userAction(deleteSavedSearchSchema, async (user, data) => {
    if (!(await deleteSavedSearch(user.id, data.id))) return { ok: false, formError: 'forbidden' };
    revalidatePath('/[locale]/notifications', 'page');
    return { ok: true, data: undefined };
  })(input);
}
