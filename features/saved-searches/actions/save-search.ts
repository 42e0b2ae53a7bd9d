'use server';

import type { ActionResult } from '@/lib/action/result';
import {
  saveSearchSchema,
  type SaveSearchInput,
} from '@/features/saved-searches/schemas/saved-search';
import { userAction } from '@/lib/action/builder';
import { saveSearch } from '@/features/saved-searches/server/saved-searches';

type Saved = { status: 'saved' | 'limit' };

/** Saves the investor's current catalogue filters; new matching listings will notify them. */
export async function saveSearchAction(input: SaveSearchInput): Promise<ActionResult<Saved>> {
  return userAction(
    saveSearchSchema,
    async (user, data): Promise<ActionResult<Saved>> => {
      const params = Object.fromEntries(new URLSearchParams(data.search));
      const result = await saveSearch(user, data.kind, params);
      if (result.ok) return { ok: true, data: { status: 'saved' } };
      if (result.error === 'limit') return { ok: true, data: { status: 'limit' } };
      return { ok: false, formError: 'forbidden' };
    },
    'INVESTOR',
  )(input);
}
