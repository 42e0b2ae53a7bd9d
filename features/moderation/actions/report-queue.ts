'use server';

import { reportTargetSchema } from '@/features/moderation/schemas/report';
import {
  reportDecisionSchema,
  reportSuspendSchema,
} from '@/features/moderation/schemas/report-queue';
import {
  actOnReportedListing,
  actOnReportedUser,
} from '@/features/moderation/server/report-decisions';
import { dismissReports } from '@/features/moderation/server/reports';
import { staffAction } from '@/lib/action/builder';

/** The moderators' decisions on a report case (the services check again who may act). */

export const dismissReportsAction = staffAction
  .inputSchema(reportTargetSchema)
  .action(async ({ input, ctx }) => dismissReports(ctx.user, input));

export const hideReportedListingAction = staffAction
  .inputSchema(reportDecisionSchema)
  .action(async ({ input, ctx }) => actOnReportedListing(ctx.user, { ...input, move: 'hide' }));

export const removeReportedListingAction = staffAction
  .inputSchema(reportDecisionSchema)
  .action(async ({ input, ctx }) => actOnReportedListing(ctx.user, { ...input, move: 'remove' }));

export const warnReportedUserAction = staffAction
  .inputSchema(reportDecisionSchema)
  .action(async ({ input, ctx }) => actOnReportedUser(ctx.user, { ...input, action: 'warn' }));

export const suspendReportedUserAction = staffAction
  .inputSchema(reportSuspendSchema)
  .action(async ({ input: { duration, ...input }, ctx }) =>
    actOnReportedUser(ctx.user, {
      ...input,
      action: 'suspend',
      days: duration === 'indefinite' ? null : Number(duration),
    }),
  );
