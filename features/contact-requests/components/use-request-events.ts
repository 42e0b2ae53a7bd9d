'use client';

import { useChannel } from '@/components/realtime/use-channel';
import type { ContactRequestView } from '@/features/contact-requests/types';
import { EVENTS, userChannel } from '@/lib/realtime/channels';

/**
 * Calls `onChange` whenever one of the user's contact requests is created or changes state
 * (EVENTS.contactRequestChanged on their private user channel, from every party and every tab).
 * With realtime down or unconfigured nothing arrives and the pages still work on navigation.
 */
export function useRequestEvents(
  userId: string | null,
  onChange: (request: ContactRequestView) => void,
  /** After each (re)subscription: what changed before it was live is fetched once. */
  onResync?: () => void,
): void {
  useChannel(userId ? userChannel(userId) : null, {
    [EVENTS.contactRequestChanged]: (data: { request?: ContactRequestView }) => {
      if (data?.request) onChange(data.request);
    },
    'pusher:subscription_succeeded': () => onResync?.(),
  });
}
