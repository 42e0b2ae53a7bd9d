'use client';

import { useEffect } from 'react';
import type { ListingKind } from '@/lib/listings/taxonomy';

/**
 * Counts this visit of a listing page once it is shown: the page itself comes from the cache and
 * is the same for everyone, so the count happens here, off the render path (one per visitor and
 * day, decided by the server).
 */
export function ViewBeacon({ kind, id }: { kind: ListingKind; id: string }) {
  useEffect(() => {
    void fetch('/api/listings/views', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      // No `keepalive`: it fires on mount, not at unload, and a keepalive request never reports
      // its end to the page's tooling (the network never looks idle in tests or DevTools).
      body: JSON.stringify({ kind, id }),
    }).catch(() => undefined);
  }, [kind, id]);
  return null;
}
