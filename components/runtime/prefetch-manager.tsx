'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { PREFETCH_DELAY_MS, PREFETCH_SKIP_CONNECTION } from '@/lib/constants';

type NetworkInformation = { effectiveType?: string };

function slowConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return connection?.effectiveType === PREFETCH_SKIP_CONNECTION;
}

/**
 * A link replaced while its delay ran (the header's placeholder links), an inert one, or one to the
 * page already shown (the logo on home) would cost a request and the main thread's time to decode
 * it for nothing: on the home page that was two of the four prefetches.
 */
function worthPrefetching(anchor: HTMLAnchorElement): boolean {
  if (!anchor.isConnected || anchor.closest('[inert]')) return false;
  return anchor.pathname !== window.location.pathname || anchor.search !== window.location.search;
}

/**
 * SPEC 9 prefetch policy for every `a[data-prefetch]` (see AppLink): a link that stays visible
 * for 1000 ms is prefetched, unless the connection is slow-2g. One observer serves the page.
 */
export function PrefetchManager() {
  const router = useRouter();

  useEffect(() => {
    const timers = new Map<Element, number>();
    const seen = new Set<string>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        const anchor = entry.target as HTMLAnchorElement;
        window.clearTimeout(timers.get(anchor));
        if (!entry.isIntersecting) continue;
        timers.set(
          anchor,
          window.setTimeout(() => {
            observer.unobserve(anchor);
            const href = anchor.getAttribute('href');
            if (!href || seen.has(href) || slowConnection() || !worthPrefetching(anchor)) return;
            seen.add(href);
            router.prefetch(href);
          }, PREFETCH_DELAY_MS),
        );
      }
    });
    const scan = () =>
      document.querySelectorAll('a[data-prefetch]').forEach((a) => observer.observe(a));
    scan();
    const mutations = new MutationObserver(scan);
    mutations.observe(document.body, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      mutations.disconnect();
      timers.forEach((t) => window.clearTimeout(t));
    };
  }, [router]);

  return null;
}
