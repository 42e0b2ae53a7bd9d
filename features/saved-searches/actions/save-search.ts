'use server';

import { saveSearchSchema } from '@/features/saved-searches/schemas/saved-search';
import { investorAction } from '@/lib/action/builder';
import { DomainError } from '@/lib/errors/domain-error';
import { saveSearch } from '@/features/saved-searches/server/saved-searches';

type Saved = { status: 'saved' | 'limit' };

/** Saves the investor's current catalogue filters; new matching listings will notify them. */
export const saveSearchAction = investorAction
  .inputSchema(saveSearchSchema)
  .action(async ({ input, ctx }): Promise<Saved> => {
    const params = Object.fromEntries(new URLSearchParams(input.search));
    const result = await saveSearch(ctx.user, input.kind, params);
    if (result.ok) return { status: 'saved' };
    if (result.error === 'limit') return { status: 'limit' };
    throw new DomainError('forbidden');
  });
