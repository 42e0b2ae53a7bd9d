'use client';

import { useEffect } from 'react';
import { useAuth } from '@/components/auth/auth-provider';
import { forgetPushRecord } from '@/features/push/record';
import { setPushToken } from '@/features/push/token-store';
import type { PushSetup } from '@/features/push/types';

/**
 * Starts browser push once per load, only while someone is signed in (SPEC 4). Renders nothing.
 * The start-up code is loaded only then: a visitor's page never downloads it.
 */
export function PushStartup() {
  const { user, answered } = useAuth();
  const userId = user?.id ?? null;

  useEffect(() => {
    // Every page starts with no user until /api/session answers: that is "unknown", and
    // forgetting the record then would re-send the token on every load.
    if (!answered) return;
    if (!userId) {
      // Signed out: the next user of this browser registers the token for themselves.
      try {
        forgetPushRecord(window.localStorage);
      } catch {
        // Storage can be unavailable (private modes); nothing to forget then.
      }
      setPushToken(null);
      return;
    }
    void Promise.all([
      import('@/features/push/startup'),
      import('@/features/push/firebase-sdk'),
    ]).then(([{ startPushOnce }, { loadFirebaseSdk }]) =>
      startPushOnce({
        window,
        userId,
        loadConfig,
        loadSdk: loadFirebaseSdk,
        saveToken,
        onToken: setPushToken,
      }),
    );
  }, [userId, answered]);

  return null;
}

async function loadConfig(): Promise<PushSetup | null> {
  const response = await fetch('/api/push/config', { cache: 'no-store' });
  if (!response.ok) return null;
  return (await response.json()) as PushSetup;
}

async function saveToken(input: {
  token: string;
  previousToken: string | null;
  userAgent: string;
}): Promise<void> {
  const response = await fetch('/api/push/tokens', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(input),
  });
  if (!response.ok) throw new Error(`Push token registration failed: ${response.status}`);
}
