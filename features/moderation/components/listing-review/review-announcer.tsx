'use client';

import { useEffect, useState } from 'react';
import { CircleCheck } from '@/components/icons';

/** The event a moderator's action fires with its outcome sentence (listing-review-actions.tsx). */
export const REVIEW_DONE_EVENT = 'listing-review:done';

/**
 * The page's live region for the moderators' actions. It lives above the table, not in the row:
 * an approved or hidden listing leaves the queue when the page refreshes, and its sentence must
 * outlive its row to be read out.
 */
export function ReviewAnnouncer() {
  const [text, setText] = useState('');
  useEffect(() => {
    const show = (event: Event) => setText((event as CustomEvent<string>).detail);
    window.addEventListener(REVIEW_DONE_EVENT, show);
    return () => window.removeEventListener(REVIEW_DONE_EVENT, show);
  }, []);
  return (
    <div role="status" className="mb-3 empty:hidden">
      {text ? (
        <p className="flex items-start gap-2 rounded-lg border border-success/30 bg-emerald-50 px-3 py-2.5 text-sm text-success">
          <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
          {text}
        </p>
      ) : null}
    </div>
  );
}
