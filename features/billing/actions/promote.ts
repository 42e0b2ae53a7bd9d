'use server';

import type { ActionResult } from '@/lib/action/result';
import { promoteSchema, type PromoteInput } from '@/features/billing/schemas/promote';
import { userAction } from '@/lib/action/builder';
import { promote } from '@/features/billing/server/promotions';

export type PromoteOutcome =
  | { status: 'promoted'; endsAt: string; title: string }
  | { status: 'insufficient'; missingMinor: number }
  | { status: 'restricted'; owedMinor: number }
  | { status: 'not_found' | 'unknown_package' };

/** Features one of the owner's published advertisements, paid from the wallet. */
export async function promoteAction(input: PromoteInput): Promise<ActionResult<PromoteOutcome>> {
  return userAction(
    promoteSchema,
    async (user, data): Promise<ActionResult<PromoteOutcome>> => {
      const result = await promote(user, data);
      switch (result.status) {
        case 'promoted':
          return {
            ok: true,
            data: {
              status: 'promoted',
              endsAt: result.promotion.endsAt.toISOString(),
              title: result.promotion.advertisementTitle,
            },
          };
        case 'insufficient':
          return { ok: true, data: { status: 'insufficient', missingMinor: result.missingMinor } };
        case 'restricted':
          return { ok: true, data: { status: 'restricted', owedMinor: result.owedMinor } };
        case 'forbidden':
          return { ok: false, formError: 'forbidden' };
        default:
          return { ok: true, data: { status: result.status } };
      }
    },
    'OWNER',
  )(input);
}
