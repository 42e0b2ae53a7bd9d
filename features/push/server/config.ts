import 'server-only';

/** The web app's public Firebase configuration plus the VAPID key, as the browser needs it. */
export type PublicPushConfig = {
  apiKey: string;
  authDomain: string;
  projectId: string;
  messagingSenderId: string;
  appId: string;
  vapidKey: string;
};

/**
 * Read at run time (not inlined at build) so one build runs anywhere. Null unless every value the
 * messaging SDK needs is set: push is then off and the browser start-up stops early.
 */
export function getPublicPushConfig(): PublicPushConfig | null {
  const env = process.env;
  const config = {
    apiKey: env.NEXT_PUBLIC_FIREBASE_API_KEY ?? '',
    authDomain: env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN ?? '',
    projectId: env.NEXT_PUBLIC_FIREBASE_PROJECT_ID ?? '',
    messagingSenderId: env.NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID ?? '',
    appId: env.NEXT_PUBLIC_FIREBASE_APP_ID ?? '',
    vapidKey: env.NEXT_PUBLIC_FIREBASE_VAPID_KEY ?? '',
  };
  const required: Array<keyof PublicPushConfig> = [
    'apiKey',
    'projectId',
    'messagingSenderId',
    'appId',
    'vapidKey',
  ];
  return required.every((key) => config[key].trim() !== '') ? config : null;
}
