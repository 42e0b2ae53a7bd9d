'use client';

import type Pusher from 'pusher-js';
import type { Channel } from 'pusher-js';
import { use, useEffect, useRef, useState } from 'react';
import { RealtimeContext, type RealtimeState } from './realtime-context';

/** The tab's connection: state, socket id (to exclude the sender when publishing) and client. */
export function useRealtime(): RealtimeState {
  return use(RealtimeContext);
}

// Several components may share a channel: unsubscribe only when the last one unmounts.
const holders = new WeakMap<Pusher, Map<string, number>>();

function retain(pusher: Pusher, name: string): Channel {
  const counts = holders.get(pusher) ?? new Map<string, number>();
  holders.set(pusher, counts);
  counts.set(name, (counts.get(name) ?? 0) + 1);
  return pusher.channel(name) ?? pusher.subscribe(name);
}

function release(pusher: Pusher, name: string): void {
  const counts = holders.get(pusher);
  const left = (counts?.get(name) ?? 1) - 1;
  if (left > 0) {
    counts?.set(name, left);
    return;
  }
  counts?.delete(name);
  pusher.unsubscribe(name);
}

/**
 * Subscribes to `name` while mounted (null: nothing) and calls `events[eventName](data)`.
 * Handlers are read through a ref, so new handler identities never resubscribe.
 */
// Event payloads are whatever the publisher sent (COMMON.md's interface); callers narrow them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Handler = (data: any) => void;

export function useChannel(name: string | null, events: Record<string, Handler>): Channel | null {
  const { pusher } = useRealtime();
  const handlers = useRef(events);
  const [channel, setChannel] = useState<Channel | null>(null);

  useEffect(() => {
    handlers.current = events;
  });

  useEffect(() => {
    if (!pusher || !name) return;
    const subscribed = retain(pusher, name);
    // Also delivers pusher:subscription_succeeded / pusher:member_added etc. when bound.
    const dispatch = (event: string, data: unknown) => handlers.current[event]?.(data);
    subscribed.bind_global(dispatch);
    // The Channel exists only once pusher-js has subscribed: state mirrors that external object.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setChannel(subscribed);
    return () => {
      subscribed.unbind_global(dispatch);
      release(pusher, name);
      setChannel(null);
    };
  }, [pusher, name]);

  return channel;
}
