/** The public Firebase web configuration plus the VAPID key (GET /api/push/config). */
export type PushConfig = {
  apiKey: string;
  authDomain: string;
  projectId: string;
  messagingSenderId: string;
  appId: string;
  vapidKey: string;
};

/** SPEC 3's incoming push message. */
export type PushMessage = {
  from?: string;
  collapseKey?: string;
  messageId?: string;
  notification?: { title?: string; body?: string; image?: string; icon?: string };
  data?: Record<string, string>;
  fcmOptions?: { link?: string; analyticsLabel?: string };
};

/** The parts of the firebase SDK the start-up uses (firebase/app and firebase/messaging). */
export type FirebaseMessagingSdk = {
  initializeApp: (options: Omit<PushConfig, 'vapidKey'>, name: string) => unknown;
  isSupported: () => Promise<boolean>;
  getMessaging: (app: unknown) => unknown;
  getToken: (
    messaging: unknown,
    options: { vapidKey: string; serviceWorkerRegistration: ServiceWorkerRegistration },
  ) => Promise<string>;
  onMessage: (messaging: unknown, next: (message: PushMessage) => void) => unknown;
};
