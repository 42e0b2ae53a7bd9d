'use client';

import { useSyncExternalStore } from 'react';
import { getPushToken, subscribePushToken } from '@/features/push/token-store';

/** The push token this browser got at start-up, or null (push off, not allowed, or not yet). */
export function usePushToken(): string | null {
  return useSyncExternalStore(subscribePushToken, getPushToken, () => null);
}
