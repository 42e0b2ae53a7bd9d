'use client';

import type Pusher from 'pusher-js';
import { type ReactNode, useEffect, useState } from 'react';
import { useAuth } from '@/components/auth/auth-provider';
import { clientOptions, type PublicRealtimeConfig } from './client-options';
import { RealtimeContext, type RealtimeState } from './realtime-context';

const INITIAL: RealtimeState = { state: 'initialized', socketId: null, pusher: null };

/**
 * One realtime connection per tab, only while signed in (SPEC 9): opened when a user is known,
 * closed at sign-out. Every state change is logged as "previous → current"; connection errors go
 * to the console only (SPEC 8). Realtime is optional: without configuration nothing connects.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const userId = useAuth().user?.id ?? null;
  const [value, setValue] = useState<RealtimeState>(INITIAL);

  useEffect(() => {
    if (!userId) return;
    let pusher: Pusher | null = null;
    let cancelled = false;
    void (async () => {
      try {
        const response = await fetch('/api/realtime/config', { cache: 'no-store' });
        const config = (await response.json()) as PublicRealtimeConfig | null;
        if (!config || cancelled) return;
        const { default: PusherClient } = await import('pusher-js');
        if (cancelled) return;
        pusher = new PusherClient(config.key, clientOptions(config, window.location));
        const client = pusher;
        client.connection.bind(
          'state_change',
          ({ previous, current }: { previous: string; current: string }) => {
            console.info(`[realtime] ${previous} → ${current}`);
            setValue({
              state: current,
              socketId: client.connection.socket_id ?? null,
              pusher: client,
            });
          },
        );
        // The constructor already left `initialized` (pusher-js connects at once when the page is
        // ready), before any listener could be bound: log that first step too.
        if (client.connection.state !== 'initialized') {
          console.info(`[realtime] initialized → ${client.connection.state}`);
        }
        client.signin();
        client.connection.bind('error', (error: unknown) => {
          console.error('[realtime] connection error', error);
        });
        setValue({ state: client.connection.state, socketId: null, pusher: client });
      } catch (error) {
        console.error('[realtime] could not start', error);
      }
    })();
    return () => {
      cancelled = true;
      pusher?.disconnect();
      setValue(INITIAL);
    };
  }, [userId]);

  return <RealtimeContext value={value}>{children}</RealtimeContext>;
}
