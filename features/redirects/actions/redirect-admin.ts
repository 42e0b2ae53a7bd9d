'use server';

import {
  redirectFormSchema,
  redirectSourceSchema,
} from '@/features/redirects/schemas/redirect-form';
import { deleteRedirect, saveRedirect } from '@/features/redirects/server/admin';
import { adminAction } from '@/lib/action/builder';

export const saveRedirectAction = adminAction
  .inputSchema(redirectFormSchema)
  .action(async ({ input, ctx }) => ({ source: (await saveRedirect(ctx.user, input)).source }));

export const deleteRedirectAction = adminAction
  .inputSchema(redirectSourceSchema)
  .action(async ({ input, ctx }) => {
    await deleteRedirect(ctx.user, input);
    return { source: input.source };
  });
