'use client';

import { useEffect } from 'react';
import type { ListingKind } from '@/features/listings/taxonomy';
import { whenIdle } from '@/lib/when-idle';

/**
 * Counts this visit of a listing page once it is shown: the page itself comes from the cache and
 * is the same for everyone, so the count happens here, off the render path (one per visitor and
 * day, decided by the server), once the page is drawn and idle: nobody waits for it.
 */
export function ViewBeacon({ kind, id }: { kind: ListingKind; id: string }) {
  useEffect(
    () =>
      whenIdle(() => {
        void fetch('/api/listings/views', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ kind, id }),
        })
          // The small answer is read to its end: an unread body leaves the request open in the
          // browser (the page never looked network-idle to DevTools and the tests).
          .then((response) => response.text())
          .catch(() => undefined);
      }),
    [kind, id],
  );
  return null;
}
