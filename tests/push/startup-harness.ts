import { vi } from 'vitest';
import type { PushStartupDeps } from '@/features/push/startup';
import type { FirebaseMessagingSdk, PushConfig, PushMessage } from '@/features/push/types';

export const CONFIG: PushConfig = {
  apiKey: 'AIzaTestKey',
  authDomain: 'fursa-test.firebaseapp.com',
  projectId: 'fursa-test',
  messagingSenderId: '1234567890',
  appId: '1:1234567890:web:abc',
  vapidKey: 'BTestVapidKey',
};

type Options = {
  protocol?: string;
  hostname?: string;
  serviceWorker?: boolean;
  pushManager?: boolean;
  permission?: NotificationPermission;
  controlled?: boolean;
  /** Whether the registered worker takes control (fires controllerchange). */
  claims?: boolean;
  config?: PushConfig | null;
  /** The session tag GET /api/push/config answers with. */
  session?: string | null;
  token?: string;
  getTokenError?: Error;
};

/** A fake browser window and firebase SDK, recording what the start-up does with them. */
export function harness(options: Options = {}) {
  const listeners = new Map<string, Set<() => void>>();
  const registration = { scope: '/' } as ServiceWorkerRegistration;
  const container = {
    controller: options.controlled ? ({} as ServiceWorker) : null,
    register: vi.fn(async (_url: string) => {
      if (options.claims) {
        // The worker claims the page a moment after registering (clients.claim on activate).
        setTimeout(() => listeners.get('controllerchange')?.forEach((listener) => listener()), 100);
      }
      return registration;
    }),
    getRegistration: vi.fn(async () => registration),
    addEventListener: vi.fn((type: string, listener: () => void) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(listener);
    }),
    removeEventListener: vi.fn((type: string, listener: () => void) => {
      listeners.get(type)?.delete(listener);
    }),
  };
  const shown: Array<{ title: string; options?: NotificationOptions }> = [];
  const NotificationStub = Object.assign(
    function (this: unknown, title: string, init?: NotificationOptions) {
      shown.push({ title, options: init });
    },
    { requestPermission: vi.fn(async () => options.permission ?? 'granted') },
  );
  const storage = new Map<string, string>();
  const events: CustomEvent[] = [];
  const win = {
    location: {
      protocol: options.protocol ?? 'https:',
      hostname: options.hostname ?? 'fursa.test',
    },
    navigator: {
      userAgent: 'TestBrowser/1.0',
      ...(options.serviceWorker === false ? {} : { serviceWorker: container }),
    },
    ...(options.pushManager === false ? {} : { PushManager: function PushManager() {} }),
    Notification: NotificationStub,
    CustomEvent,
    fetch: vi.fn(
      async (_url: string, _init?: RequestInit) => new Response('<svg/>', { status: 200 }),
    ),
    dispatchEvent: vi.fn((event: CustomEvent) => {
      events.push(event);
      return true;
    }),
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    },
  };
  let onMessageHandler: ((message: PushMessage) => void) | null = null;
  const sdk = {
    initializeApp: vi.fn(() => ({ name: 'fursa-push' })),
    isSupported: vi.fn(async () => true),
    getMessaging: vi.fn(() => ({ messaging: true })),
    getToken: vi.fn(async () => {
      if (options.getTokenError) throw options.getTokenError;
      return options.token ?? 'token-1';
    }),
    onMessage: vi.fn((_messaging: unknown, next: (message: PushMessage) => void) => {
      onMessageHandler = next;
      return () => {};
    }),
  } satisfies FirebaseMessagingSdk;
  const saveToken = vi.fn<PushStartupDeps['saveToken']>(async () => {});
  const onToken = vi.fn<PushStartupDeps['onToken']>();
  const deps: PushStartupDeps = {
    window: win as unknown as Window & typeof globalThis,
    userId: 'user-1',
    loadConfig: vi.fn(async () => ({
      config: options.config === undefined ? CONFIG : options.config,
      session: options.session === undefined ? 'session-tag-1' : options.session,
    })),
    loadSdk: vi.fn(async () => sdk),
    saveToken,
    onToken,
  };
  return {
    deps,
    win,
    sdk,
    container,
    storage,
    shown,
    events,
    saveToken,
    onToken,
    requestPermission: NotificationStub.requestPermission,
    deliver: (message: PushMessage) => onMessageHandler?.(message),
  };
}
