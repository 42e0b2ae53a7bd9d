'use server';

import type { ActionResult } from '@/lib/actions/result';
import { promoteSchema, type PromoteInput } from '@/lib/schemas/promote';
import { validatedAction } from '@/lib/server/action';
import { AuthError, requireUser } from '@/lib/server/auth/current-user';
import { promote } from '@/lib/server/billing/promotions';

export type PromoteOutcome =
  | { status: 'promoted'; endsAt: string; title: string }
  | { status: 'insufficient'; missingMinor: number }
  | { status: 'not_found' | 'unknown_package' };

/** Features one of the owner's published advertisements, paid from the wallet. */
export async function promoteAction(input: PromoteInput): Promise<ActionResult<PromoteOutcome>> {
  let user;
  try {
    user = await requireUser('OWNER');
  } catch (error) {
    if (error instanceof AuthError) return { ok: false, formError: error.reason };
    throw error;
  }
  return validatedAction(promoteSchema, async (data): Promise<ActionResult<PromoteOutcome>> => {
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
      case 'forbidden':
        return { ok: false, formError: 'forbidden' };
      default:
        return { ok: true, data: { status: result.status } };
    }
  })(input);
}
