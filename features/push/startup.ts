import {
  DEFAULT_NOTIFICATION_ICON,
  ICON_FETCH_TIMEOUT_MS,
  PUSH_EVENT_NAME,
  PUSH_TOKEN_MAX_AGE_MS,
  SERVICE_WORKER_CONTROL_TIMEOUT_MS,
  SERVICE_WORKER_PATH,
} from '@/lib/constants';
import { logPushError } from './errors';
import { readPushRecord, writePushRecord } from './record';
import type { FirebaseMessagingSdk, PushConfig, PushMessage, PushSetup } from './types';

/** What the start-up needs from its surroundings; the browser island passes the real ones. */
export type PushStartupDeps = {
  window: Window & typeof globalThis;
  /** The public configuration and session tag delivered at run time (GET /api/push/config). */
  loadConfig: () => Promise<PushSetup | null>;
  /** The firebase SDK, loaded only when push can work. */
  loadSdk: () => Promise<FirebaseMessagingSdk>;
  /** Sends the token to the server (POST /api/push/tokens); rejects when the server refuses. */
  saveToken: (input: {
    token: string;
    previousToken: string | null;
    userAgent: string;
  }) => Promise<void>;
  /** Exposes the token to the app. */
  onToken: (token: string) => void;
  /** The signed-in user: the stored record is per user. */
  userId: string;
  now?: () => number;
};

export { forgetPushRecord, PUSH_RECORD_KEY } from './record';

const REQUIRED_CONFIG: Array<keyof PushConfig> = [
  'apiKey',
  'projectId',
  'messagingSenderId',
  'appId',
  'vapidKey',
];

let started = false;

/** Runs the start-up once per page load (SPEC 4); later calls answer null. */
export async function startPushOnce(deps: PushStartupDeps): Promise<string | null> {
  if (started) return null;
  started = true;
  return startPush(deps);
}

/**
 * SPEC 4's push start-up. Never throws: every failure is logged (runtime.lastError ones are not)
 * and the app carries on. Returns the token, or null when push is off here.
 */
export async function startPush(deps: PushStartupDeps): Promise<string | null> {
  try {
    return await run(deps);
  } catch (error) {
    logPushError(error);
    return null;
  }
}

async function run(deps: PushStartupDeps): Promise<string | null> {
  const win = deps.window;
  if (!isSecure(win)) return null;
  if (!('serviceWorker' in win.navigator) || !('PushManager' in win) || !('Notification' in win)) {
    return null;
  }
  const setup = await deps.loadConfig();
  const config = setup?.config;
  const missing = REQUIRED_CONFIG.find((key) => !config?.[key]);
  if (!config || missing) {
    // Checked before asking permission: without configuration there is nothing to allow.
    logPushError(
      new Error(
        `Messaging: Missing App configuration value: "${missing ?? 'apiKey'}" (messaging/missing-app-config-values).`,
      ),
    );
    return null;
  }
  const permission = await win.Notification.requestPermission();
  if (permission !== 'granted') {
    logPushError(
      new Error(
        `Messaging: The notification permission was not granted and ${permission === 'denied' ? 'blocked' : 'dismissed'} instead. (messaging/permission-${permission === 'denied' ? 'blocked' : 'default'}).`,
      ),
    );
    return null;
  }
  const registration = await ensureServiceWorker(win, config);
  const sdk = await deps.loadSdk();
  if (!(await sdk.isSupported())) {
    logPushError(
      new Error(
        "Messaging: This browser doesn't support the API's required to use the Firebase SDK. (messaging/unsupported-browser).",
      ),
    );
    return null;
  }
  const app = sdk.initializeApp(
    {
      apiKey: config.apiKey,
      authDomain: config.authDomain,
      projectId: config.projectId,
      messagingSenderId: config.messagingSenderId,
      appId: config.appId,
    },
    'fursa-push',
  );
  const messaging = sdk.getMessaging(app);
  // The SDK refreshes its own registration past 7 days and replaces it when the browser's push
  // subscription changed (its IndexedDB record); the server's store follows below.
  const token = await sdk.getToken(messaging, {
    vapidKey: config.vapidKey,
    serviceWorkerRegistration: registration,
  });
  if (!token) return null;
  deps.onToken(token);
  // Listening first: foreground messages must reach the page whatever the server answers below
  // (a refused or failed registration, e.g. 429, must not silence this tab).
  sdk.onMessage(messaging, (message) => void showForegroundMessage(win, message));
  try {
    await syncWithServer(deps, token, setup?.session ?? null);
  } catch (error) {
    // Not recorded: the next load tries again.
    logPushError(error);
  }
  return token;
}

function isSecure(win: Window): boolean {
  const { protocol, hostname } = win.location;
  return (
    protocol === 'https:' ||
    hostname === 'localhost' ||
    hostname === '127.0.0.1' ||
    hostname === '[::1]'
  );
}

/**
 * Registers the messaging worker when none controls the page, then waits up to 5 s for control.
 * The worker gets the public configuration in its URL: it must initialise the SDK synchronously.
 */
async function ensureServiceWorker(
  win: Window,
  config: PushConfig,
): Promise<ServiceWorkerRegistration> {
  const container = win.navigator.serviceWorker;
  if (container.controller) {
    const existing = await container.getRegistration(SERVICE_WORKER_PATH);
    if (existing) return existing;
  }
  const { vapidKey: _vapidKey, ...publicConfig } = config;
  const registration = await container.register(
    `${SERVICE_WORKER_PATH}?${new URLSearchParams(publicConfig).toString()}`,
  );
  if (!container.controller) await waitForControl(container);
  return registration;
}

function waitForControl(container: ServiceWorkerContainer): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      container.removeEventListener('controllerchange', done);
      resolve();
    };
    // Proceeds anyway after the time-out (SPEC 4).
    const timer = setTimeout(done, SERVICE_WORKER_CONTROL_TIMEOUT_MS);
    container.addEventListener('controllerchange', done);
  });
}

/**
 * Tells the server about the token only when it is new to this browser, user and session, when it
 * changed (the previous one is replaced: the server deletes it), or when the last registration is
 * older than PUSH_TOKEN_MAX_AGE_MS (refreshed). Otherwise the load sends nothing.
 */
async function syncWithServer(
  deps: PushStartupDeps,
  token: string,
  session: string | null,
): Promise<void> {
  const now = (deps.now ?? Date.now)();
  const storage = deps.window.localStorage;
  const record = readPushRecord(storage);
  const sameUser = record?.userId === deps.userId;
  const fresh =
    sameUser &&
    record.token === token &&
    record.session === session &&
    now - record.createdAt < PUSH_TOKEN_MAX_AGE_MS;
  if (fresh) return;
  await deps.saveToken({
    token,
    previousToken: sameUser && record.token !== token ? record.token : null,
    userAgent: deps.window.navigator.userAgent,
  });
  writePushRecord(storage, { token, userId: deps.userId, session, createdAt: now });
}

/**
 * A message that arrives while the page is open: shown as a browser notification and broadcast as
 * the `fcm-notification` window event carrying the message.
 */
export async function showForegroundMessage(
  win: Window & typeof globalThis,
  message: PushMessage,
): Promise<void> {
  try {
    const title = message.notification?.title ?? '';
    const icon = message.notification?.icon ?? DEFAULT_NOTIFICATION_ICON;
    await loadIcon(win, icon);
    new win.Notification(title, { body: message.notification?.body, icon });
  } catch (error) {
    logPushError(error);
  }
  win.dispatchEvent(new win.CustomEvent(PUSH_EVENT_NAME, { detail: message }));
}

/** Warms the icon within ICON_FETCH_TIMEOUT_MS; a failure is only logged (SPEC 8). */
export async function loadIcon(win: Window, icon: string): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ICON_FETCH_TIMEOUT_MS);
  try {
    const response = await win.fetch(icon, { signal: controller.signal });
    if (!response.ok) throw new Error(`Icon load failed: ${response.status} ${icon}`);
  } catch (error) {
    console.warn('[push] icon load failed', error);
  } finally {
    clearTimeout(timer);
  }
}
