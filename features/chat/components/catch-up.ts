import type { ActionResult } from '@/lib/action/result';
import type { ChatCatchUp, ChatMessageWire } from '@/features/chat/wire';

/** Rounds of one catch-up: 5 pages of 100 cover any outage a tab plausibly sits through. */
export const CATCH_UP_ROUNDS = 5;

type Load = (afterSeq: number) => Promise<ActionResult<ChatCatchUp>>;

/**
 * Everything after `afterSeq`, page by page (each page asks after the last seq it got), until the
 * server has no more or the rounds run out; null when the first page fails (try again later).
 * The newest read position wins.
 */
export async function collectMissed(
  afterSeq: number,
  load: Load,
  rounds = CATCH_UP_ROUNDS,
): Promise<{ messages: ChatMessageWire[]; readUpTo: ChatCatchUp['readUpTo'] } | null> {
  const messages: ChatMessageWire[] = [];
  let readUpTo: ChatCatchUp['readUpTo'] = null;
  let after = afterSeq;
  for (let round = 0; round < rounds; round++) {
    const result = await load(after);
    if (!result.ok) return round === 0 ? null : { messages, readUpTo };
    messages.push(...result.data.messages);
    readUpTo = result.data.readUpTo ?? readUpTo;
    const last = result.data.messages.at(-1);
    if (!result.data.hasMore || !last) break;
    after = last.seq;
  }
  return { messages, readUpTo };
}
