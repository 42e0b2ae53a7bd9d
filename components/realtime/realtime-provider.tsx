'use client';

import type Pusher from 'pusher-js';
import { type ReactNode, useEffect, useState } from 'react';
import { useAuth } from '@/components/auth/auth-provider';
import { RealtimeContext, type RealtimeState } from './realtime-context';

const INITIAL: RealtimeState = { state: 'initialized', socketId: null, pusher: null };

/**
 * One realtime connection per tab, only while signed in (SPEC 9): opened when a user is known
 * (connect.ts), closed at sign-out. Realtime is optional: without configuration nothing connects.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const userId = useAuth().user?.id ?? null;
  const [value, setValue] = useState<RealtimeState>(INITIAL);

  useEffect(() => {
    if (!userId) return;
    let pusher: Pusher | null = null;
    let cancelled = false;
    // Signed-in code only (connect.ts): a visitor's page never downloads it.
    import('./connect')
      .then(({ connectRealtime }) => connectRealtime(setValue, () => cancelled))
      .then((client) => {
        if (cancelled) client?.disconnect();
        else pusher = client;
      })
      .catch((error: unknown) => console.error('[realtime] could not start', error));
    return () => {
      cancelled = true;
      pusher?.disconnect();
      setValue(INITIAL);
    };
  }, [userId]);

  return <RealtimeContext value={value}>{children}</RealtimeContext>;
}
