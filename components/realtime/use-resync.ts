'use client';

import { useEffect, useRef } from 'react';
import { useRealtime } from './use-channel';

/**
 * Calls `resync` when live events may have been missed: the connection is `connected` again after
 * it was lost (unavailable, disconnected, failed or reconnecting), or the tab becomes visible
 * again (a hidden tab may have been frozen). The first connection does not count.
 */
export function useResync(resync: () => void): void {
  const { pusher } = useRealtime();
  const callback = useRef(resync);
  useEffect(() => {
    callback.current = resync;
  });

  useEffect(() => {
    if (!pusher) return;
    let lost = false;
    let connected = pusher.connection.state === 'connected';
    const onChange = ({ current }: { previous: string; current: string }) => {
      if (current === 'connected') {
        if (lost) callback.current();
        lost = false;
        connected = true;
      } else if (connected) {
        lost = true;
      }
    };
    pusher.connection.bind('state_change', onChange);
    return () => {
      pusher.connection.unbind('state_change', onChange);
    };
  }, [pusher]);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') callback.current();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);
}
