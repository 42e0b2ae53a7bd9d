import type { FirebaseApp } from 'firebase/app';
import type { Messaging } from 'firebase/messaging';
import type { FirebaseMessagingSdk } from './types';

/** The real firebase SDK behind the start-up's small interface; loaded only when push can work. */
export async function loadFirebaseSdk(): Promise<FirebaseMessagingSdk> {
  const [app, messaging] = await Promise.all([
    import('firebase/app'),
    import('firebase/messaging'),
  ]);
  return {
    initializeApp: (options, name) =>
      app.getApps().find((candidate) => candidate.name === name) ??
      app.initializeApp(options, name),
    isSupported: messaging.isSupported,
    getMessaging: (instance) => messaging.getMessaging(instance as FirebaseApp),
    getToken: (instance, options) => messaging.getToken(instance as Messaging, options),
    onMessage: (instance, next) =>
      messaging.onMessage(instance as Messaging, (payload) => next(payload)),
  };
}
