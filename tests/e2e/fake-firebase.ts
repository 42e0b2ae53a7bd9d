import type { BrowserContext, Request } from '@playwright/test';

/**
 * Firebase, answered by the test: test-only public values for the app's configuration, the
 * Installations and FCM registration endpoints the `firebase` SDK calls, and a push subscription
 * in place of the one Chromium would ask Google's push service for (offline here).
 */

export const FAKE_FIREBASE = {
  NEXT_PUBLIC_FIREBASE_API_KEY: 'AIzaE2eOnlyFakeKey-000000000000000000',
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'fursa-e2e.firebaseapp.com',
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'fursa-e2e',
  NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID: '123456789012',
  NEXT_PUBLIC_FIREBASE_APP_ID: '1:123456789012:web:0e2e0e2e0e2e0e2e',
  // A real P-256 public key (base64url), made for these tests.
  NEXT_PUBLIC_FIREBASE_VAPID_KEY:
    'BHt4BEhHFQNoNHf6iKXyTBGVpUgK-WA-1RHB5QAcB9RClE0Gvp1pzJMe2fjBxZH18cCUGk-jPQz-rTbeT0TQhdY',
} as const;

/** The push subscription the stubbed PushManager hands out (endpoint and keys). */
export const FAKE_SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/e2e-subscription:APA91bE2E',
  auth: Array.from({ length: 16 }, (_, i) => (i * 37 + 11) % 256),
  p256dh: [4, ...Array.from({ length: 64 }, (_, i) => (i * 53 + 29) % 256)],
};

export const FAKE_INSTALLATION = {
  fid: 'cE2eFakeInstallation0',
  refreshToken: 'e2e-refresh-token',
  authToken: 'e2e-installation-auth-token',
};

/** What FCM answers the registration with: the push token the app must pass on. */
export const FAKE_FCM_TOKEN = 'e2e-fcm-token:APA91bFakeTokenForTheOfflineTests_0123456789';

export const base64url = (bytes: number[]) => Buffer.from(bytes).toString('base64url');

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, POST, PATCH, DELETE, OPTIONS',
};

export type FirebaseTraffic = {
  installations: Request[];
  registrations: Request[];
  /** Any other request that left the machine: must stay empty (fully offline). */
  elsewhere: string[];
};

/** Answers the two Firebase endpoints and refuses (and records) every other outside request. */
export async function routeFirebase(context: BrowserContext): Promise<FirebaseTraffic> {
  const traffic: FirebaseTraffic = { installations: [], registrations: [], elsewhere: [] };
  // Registered first, so it runs last: only what the specific routes below do not take.
  await context.route(
    (url) => !['localhost', '127.0.0.1'].includes(url.hostname),
    async (route) => {
      traffic.elsewhere.push(`${route.request().method()} ${route.request().url()}`);
      await route.abort('internetdisconnected');
    },
  );
  await context.route('https://firebaseinstallations.googleapis.com/**', async (route) => {
    if (route.request().method() === 'OPTIONS')
      return route.fulfill({ status: 204, headers: cors });
    traffic.installations.push(route.request());
    await route.fulfill({
      status: 200,
      headers: cors,
      json: {
        name: `projects/${FAKE_FIREBASE.NEXT_PUBLIC_FIREBASE_PROJECT_ID}/installations/${FAKE_INSTALLATION.fid}`,
        fid: FAKE_INSTALLATION.fid,
        refreshToken: FAKE_INSTALLATION.refreshToken,
        authToken: { token: FAKE_INSTALLATION.authToken, expiresIn: '604800s' },
      },
    });
  });
  await context.route('https://fcmregistrations.googleapis.com/**', async (route) => {
    if (route.request().method() === 'OPTIONS')
      return route.fulfill({ status: 204, headers: cors });
    traffic.registrations.push(route.request());
    await route.fulfill({ status: 200, headers: cors, json: { token: FAKE_FCM_TOKEN } });
  });
  return traffic;
}

/**
 * Runs in every page before the app: PushManager hands out FAKE_SUBSCRIPTION (recording the key it
 * was asked for), and each `new Notification(...)` is recorded and still shown.
 */
export function stubBrowserPush(subscription: typeof FAKE_SUBSCRIPTION): void {
  const w = window as unknown as Record<string, unknown>;
  const keys: Record<string, ArrayBuffer> = {
    auth: Uint8Array.from(subscription.auth).buffer,
    p256dh: Uint8Array.from(subscription.p256dh).buffer,
  };
  const subscribeCalls: Array<{ userVisibleOnly?: boolean; applicationServerKey: number[] }> = [];
  w.__subscribeCalls = subscribeCalls;
  let current: PushSubscription | null = null;
  const fake = {
    endpoint: subscription.endpoint,
    expirationTime: null,
    getKey: (name: string) => keys[name] ?? null,
    toJSON: () => ({ endpoint: subscription.endpoint }),
    unsubscribe: async () => {
      current = null;
      return true;
    },
  } as unknown as PushSubscription;
  PushManager.prototype.getSubscription = async () => current;
  PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
    const key = options?.applicationServerKey;
    subscribeCalls.push({
      userVisibleOnly: options?.userVisibleOnly,
      applicationServerKey: key ? Array.from(new Uint8Array(key as ArrayBuffer)) : [],
    });
    current = fake;
    return fake;
  };
  const shown: Array<{ title: string; options?: NotificationOptions }> = [];
  w.__shownNotifications = shown;
  const Real = window.Notification;
  class Recorded extends Real {
    constructor(title: string, options?: NotificationOptions) {
      super(title, options);
      shown.push({ title, options: { body: options?.body, icon: options?.icon } });
    }
  }
  Object.defineProperty(window, 'Notification', { value: Recorded, configurable: true });
}
