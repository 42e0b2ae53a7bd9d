/** The public Firebase web configuration plus the VAPID key (GET /api/push/config). */
export type PushConfig = {
  apiKey: string;
  authDomain: string;
  projectId: string;
  messagingSenderId: string;
  appId: string;
  vapidKey: string;
};

/**
 * What GET /api/push/config answers: the public configuration (null when push is off) and a tag of
 * the session asking (null without one). The tag is not the session's id or token, only a stable
 * stand-in: a new session (sign-in, password change) has a new tag, and the server binds tokens to
 * sessions, so the browser registers its token again for it.
 */
export type PushSetup = { config: PushConfig | null; session: string | null };

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
