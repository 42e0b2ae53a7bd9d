'use client';

import { useCallback, useEffect, useRef } from 'react';
import { useResync } from '@/components/realtime/use-resync';
import { catchUpChatAction } from '@/features/chat/actions/catch-up-chat';
import type { ActionResult } from '@/lib/action/result';
import type { ChatCatchUp, ChatMessageWire } from '@/features/chat/wire';
import { collectMissed } from './catch-up';
import { lastSeq, type ChatItem } from './merge';

export type Missed = { messages: ChatMessageWire[]; readUpTo: ChatCatchUp['readUpTo'] };

const FAILED: ActionResult<never> = { ok: false, error: 'generic' };

/**
 * Fetches what the open conversation missed after its newest stored message and hands it to
 * `apply`: when the connection comes back, when the tab is visible again, and whenever the caller
 * calls the returned function (e.g. each time the channel is (re)subscribed, which closes the gap
 * between the server's render and the subscription). Calls while one runs are coalesced into one
 * more round, so a burst of triggers costs at most two requests.
 */
export function useCatchUp(
  requestId: string,
  items: ChatItem[],
  apply: (missed: Missed) => void,
): () => void {
  const latest = useRef({ items, apply });
  useEffect(() => {
    latest.current = { items, apply };
  });
  const running = useRef(false);
  const again = useRef(false);

  const catchUp = useCallback(() => {
    if (running.current) {
      again.current = true;
      return;
    }
    running.current = true;
    void (async () => {
      try {
        do {
          again.current = false;
          const missed = await collectMissed(lastSeq(latest.current.items), (afterSeq) =>
            catchUpChatAction({ requestId, afterSeq }).catch(() => FAILED),
          );
          if (missed) latest.current.apply(missed);
        } while (again.current);
      } finally {
        running.current = false;
      }
    })();
  }, [requestId]);

  useResync(catchUp);
  return catchUp;
}
