import 'server-only';
import { readFileSync } from 'node:fs';
import type { Messaging } from 'firebase-admin/messaging';

let messaging: Promise<Messaging | null> | null = null;

/**
 * firebase-admin's messaging, when FIREBASE_SERVICE_ACCOUNT (the service account JSON itself, or a
 * path to its file) is set; null otherwise: push is then off and nothing else changes.
 */
export function getAdminMessaging(): Promise<Messaging | null> {
  messaging ??= load();
  return messaging;
}

async function load(): Promise<Messaging | null> {
  const raw = process.env.FIREBASE_SERVICE_ACCOUNT?.trim();
  if (!raw) return null;
  try {
    const json = raw.startsWith('{') ? raw : readFileSync(raw, 'utf8');
    const account = JSON.parse(json) as Record<string, string>;
    const { cert, getApps, initializeApp } = await import('firebase-admin/app');
    const { getMessaging } = await import('firebase-admin/messaging');
    const name = 'fursa-push';
    const app =
      getApps().find((candidate) => candidate.name === name) ??
      initializeApp({ credential: cert(account), projectId: account.project_id }, name);
    return getMessaging(app);
  } catch (error) {
    console.error('[push] FIREBASE_SERVICE_ACCOUNT could not be used; push is off', error);
    return null;
  }
}

/** Test seam: forget the cached instance (e.g. after changing the environment). */
export function resetAdminMessaging(messagingForTests?: Messaging | null): void {
  messaging = messagingForTests === undefined ? null : Promise.resolve(messagingForTests);
}
