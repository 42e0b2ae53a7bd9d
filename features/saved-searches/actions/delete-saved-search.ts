'use server';

import { revalidatePath } from 'next/cache';
import { deleteSavedSearchSchema } from '@/features/saved-searches/schemas/saved-search';
import { userAction } from '@/lib/action/builder';
import { DomainError } from '@/lib/errors/domain-error';
import { deleteSavedSearch } from '@/features/saved-searches/server/saved-searches';

/** Deletes one of the signed-in user's saved searches (anyone else's answers forbidden). */
export const deleteSavedSearchAction = userAction
  .inputSchema(deleteSavedSearchSchema)
  .action(async ({ input, ctx }) => {
    if (!(await deleteSavedSearch(ctx.user.id, input.id))) throw new DomainError('forbidden');
    revalidatePath('/[locale]/notifications', 'page');
  });
