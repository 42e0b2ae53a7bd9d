/**
 * The specification's constants (SPEC 9), in one place. Client and server both import this
 * module, so nothing secret belongs here.
 */
export const LOCALES = ['en', 'ar'] as const;
export const LOCALE_COOKIE = 'NEXT_LOCALE';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export const PUSH_TOKEN_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
export const SERVICE_WORKER_CONTROL_TIMEOUT_MS = 5000;
export const SERVICE_WORKER_PATH = '/firebase-messaging-sw.js';
export const DEFAULT_NOTIFICATION_ICON = '/imgs/logo.svg';
export const PUSH_EVENT_NAME = 'fcm-notification';

export const ICON_FETCH_TIMEOUT_MS = 1500;
export const PREFETCH_DELAY_MS = 1000;
export const PREFETCH_SKIP_CONNECTION = 'slow-2g';

export const LAYERS = { modal: 1100, overlay: 1000, menu: 1000, tooltip: 1100 } as const;
export const SCROLL_DEFAULTS = { offset: 120, duration: 400 } as const;

export const REALTIME = {
  forceTLS: true,
  encrypted: true,
  activityTimeout: 120_000,
  pongTimeout: 30_000,
  unavailableTimeout: 10_000,
} as const;

export const BUILD_MANIFEST_PATH = '/builds/latest.json';
export const BUILD_POLL_INTERVAL_MS = Number(process.env.NEXT_PUBLIC_BUILD_POLL_MS ?? 60_000);
export const BUILD_ID = process.env.NEXT_PUBLIC_BUILD_ID ?? 'development';
