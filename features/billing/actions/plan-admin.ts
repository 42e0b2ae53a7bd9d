'use server';

import { getBillingLimits } from '@/features/billing/limits';
import {
  planCreateSchema,
  planIdSchema,
  planUpdateSchema,
} from '@/features/billing/schemas/plan-admin';
import {
  createPlan,
  restorePlan,
  retirePlan,
  updatePlan,
} from '@/features/billing/server/plan-admin';
import { adminAction } from '@/lib/action/builder';

// The forms type prices in the billing currency, as new plans are sold in it.
const currency = () => getBillingLimits().currency;

export const createPlanAction = adminAction
  .inputSchema(() => planCreateSchema(currency()))
  .action(async ({ input, ctx }) => ({ id: (await createPlan(ctx.user, input)).id }));

export const updatePlanAction = adminAction
  .inputSchema(() => planUpdateSchema(currency()))
  .action(async ({ input, ctx }) => ({ id: (await updatePlan(ctx.user, input)).id }));

export const retirePlanAction = adminAction
  .inputSchema(planIdSchema)
  .action(async ({ input, ctx }) => ({ active: (await retirePlan(ctx.user, input)).active }));

export const restorePlanAction = adminAction
  .inputSchema(planIdSchema)
  .action(async ({ input, ctx }) => ({ active: (await restorePlan(ctx.user, input)).active }));
