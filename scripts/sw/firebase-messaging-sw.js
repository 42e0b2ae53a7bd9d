/* global self, clients, URL */
// Source of public/firebase-messaging-sw.js (bundled by scripts/build-sw.mjs from the `firebase` npm
// package; nothing is fetched from a CDN). The page registers it with its public configuration in
// the query string, because the SDK must be initialised synchronously, on the worker's first
// evaluation, for its push listeners to count.
import { initializeApp } from 'firebase/app';
import { getMessaging, onBackgroundMessage } from 'firebase/messaging/sw';

const DEFAULT_NOTIFICATION_ICON = '/imgs/logo.svg';
const params = new URL(self.location.href).searchParams;
const config = {
  apiKey: params.get('apiKey') || '',
  authDomain: params.get('authDomain') || '',
  projectId: params.get('projectId') || '',
  messagingSenderId: params.get('messagingSenderId') || '',
  appId: params.get('appId') || '',
};

self.addEventListener('install', () => self.skipWaiting());
// Control the open pages at once: the page's start-up waits for this (SPEC 4).
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** Where a notification leads: our data.link (same origin), the FCM link, else the home page. */
function linkOf(notification) {
  const data = notification.data || {};
  const message = data.FCM_MSG || data;
  const link =
    (message.data && message.data.link) ||
    (message.fcmOptions && message.fcmOptions.link) ||
    data.link ||
    '/';
  return new URL(link, self.location.origin).href;
}

// Registered before the SDK's own handler, so this one decides: focus a tab already showing the
// link, else open it.
self.addEventListener('notificationclick', (event) => {
  event.stopImmediatePropagation();
  event.notification.close();
  const url = linkOf(event.notification);
  event.waitUntil(
    clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url);
      if (open) return open.focus();
      return clients.openWindow(url);
    }),
  );
});

if (config.apiKey && config.projectId && config.messagingSenderId && config.appId) {
  const messaging = getMessaging(initializeApp(config));
  onBackgroundMessage(messaging, (payload) => {
    // Messages with a `notification` part are shown by the SDK itself; data-only ones here.
    if (payload.notification) return;
    const data = payload.data || {};
    return self.registration.showNotification(data.title || '', {
      body: data.body,
      icon: data.icon || DEFAULT_NOTIFICATION_ICON,
      data: { link: data.link, FCM_MSG: payload },
    });
  });
}
