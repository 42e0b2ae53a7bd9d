'use server';

import { reportSchema, reportTargetSchema } from '@/features/moderation/schemas/report';
import { getReportedState, reportTarget } from '@/features/moderation/server/reports';
import { publicAction, userAction } from '@/lib/action/builder';
import { getCurrentUser } from '@/lib/auth/current-user';

/** A signed-in member reports a listing or a chat message. */
export const reportAction = userAction
  .inputSchema(reportSchema)
  .action(async ({ input, ctx }) => reportTarget(ctx.user, input));

/**
 * Whether the viewer already reported this target. A listing's page is the same for everyone
 * (cached), so its report button asks once it has loaded; a visitor gets false.
 */
export const getReportedStateAction = publicAction
  .inputSchema(reportTargetSchema)
  .action(async ({ input }) => getReportedState(await getCurrentUser(), input));
