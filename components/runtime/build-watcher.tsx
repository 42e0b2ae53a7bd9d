'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { BUILD_ID, BUILD_MANIFEST_PATH, BUILD_POLL_INTERVAL_MS } from '@/lib/constants';
import { installChunkErrorReload } from './chunk-error-reload';

/**
 * SPEC 4 auto-update: polls the latest-build manifest; once a newer build is live, the next
 * navigation becomes a full page load so the tab picks up the new code.
 */
export function BuildWatcher() {
  const stale = useRef(false);
  const pathname = usePathname();
  const firstPath = useRef(pathname);

  useEffect(() => {
    let cancelled = false;
    const check = async () => {
      try {
        const res = await fetch(`${BUILD_MANIFEST_PATH}?t=${Date.now()}`, { cache: 'no-store' });
        if (!res.ok) return;
        const body = (await res.json()) as { id?: unknown };
        if (!cancelled && typeof body.id === 'string' && body.id !== BUILD_ID) stale.current = true;
      } catch {
        // Offline or restarting server: try again at the next tick.
      }
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };
    // Capture on window runs before React's own listeners, so the client router never sees it.
    const onClick = (event: MouseEvent) => {
      if (!stale.current || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (!anchor || anchor.target || anchor.hasAttribute('download')) return;
      if (anchor.origin !== window.location.origin) return;
      event.preventDefault();
      event.stopPropagation();
      window.location.assign(anchor.href);
    };
    const timer = window.setInterval(check, BUILD_POLL_INTERVAL_MS);
    window.addEventListener('focus', onVisible);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('click', onClick, true);
    const uninstall = installChunkErrorReload();
    return () => {
      cancelled = true;
      window.clearInterval(timer);
      window.removeEventListener('focus', onVisible);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('click', onClick, true);
      uninstall();
    };
  }, []);

  // A programmatic navigation (router.push) slipped past the click capture: finish it as a reload.
  useEffect(() => {
    if (pathname !== firstPath.current && stale.current) window.location.reload();
  }, [pathname]);

  return null;
}
