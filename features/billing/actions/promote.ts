'use server';

import { promoteSchema } from '@/features/billing/schemas/promote';
import { ownerAction } from '@/lib/action/builder';
import { DomainError } from '@/lib/errors/domain-error';
import { promote } from '@/features/billing/server/promotions';

export type PromoteOutcome =
  | { status: 'promoted'; endsAt: string; title: string }
  | { status: 'insufficient'; missingMinor: number }
  | { status: 'restricted'; owedMinor: number }
  | { status: 'not_found' | 'unknown_package' };

/** Features one of the owner's published advertisements, paid from the wallet. */
export const promoteAction = ownerAction
  .inputSchema(promoteSchema)
  .action(async ({ input, ctx }): Promise<PromoteOutcome> => {
    const result = await promote(ctx.user, input);
    switch (result.status) {
      case 'promoted':
        return {
          status: 'promoted',
          endsAt: result.promotion.endsAt.toISOString(),
          title: result.promotion.advertisementTitle,
        };
      case 'insufficient':
        return { status: 'insufficient', missingMinor: result.missingMinor };
      case 'restricted':
        return { status: 'restricted', owedMinor: result.owedMinor };
      case 'forbidden':
        throw new DomainError('forbidden');
      default:
        return { status: result.status };
    }
  });
