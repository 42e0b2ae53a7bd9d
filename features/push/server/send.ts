import 'server-only';
import { eq } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import { notificationHref, renderNotification } from '@/features/notifications/render';
import { DEFAULT_NOTIFICATION_ICON } from '@/lib/constants';
import { getDb } from '@/lib/db';
import { users } from '@/lib/db/schema';
import type { WireNotification } from '@/features/notifications/server/deliver';
import en from '@/messages/en.json';
import ar from '@/messages/ar.json';
import { getAdminMessaging } from './firebase-admin';
import { listPushTokens, removeInvalidPushTokens } from './tokens';

/** Firebase's answers meaning "this token will never work again": the token is removed. */
const INVALID_TOKEN_CODES = new Set([
  'messaging/registration-token-not-registered',
  'messaging/invalid-registration-token',
  'messaging/invalid-argument',
]);

/**
 * Sends one notification as a browser push to every browser of its user, in the user's language,
 * with a link to its subject. Returns how many were sent; 0 when push is not configured.
 */
export async function sendPushNotification(
  userId: string,
  notification: WireNotification,
): Promise<number> {
  const messaging = await getAdminMessaging();
  if (!messaging) return 0;
  const tokens = (await listPushTokens(userId)).map((row) => row.token);
  if (tokens.length === 0) return 0;
  const db = await getDb();
  const [user] = await db
    .select({ locale: users.locale, type: users.type })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return 0;
  const locale = user.locale === 'ar' ? 'ar' : 'en';
  const t = createTranslator({
    locale,
    messages: locale === 'ar' ? ar : en,
    namespace: 'notifications',
  });
  // The typed translator only accepts literal keys; the renderer builds them from the type.
  const { title, body } = renderNotification(notification, t as never, locale);
  const link = `/${locale}${notificationHref(notification, user.type === 'OWNER' ? 'OWNER' : 'INVESTOR')}`;
  const origin = process.env.APP_URL?.replace(/\/+$/, '');
  const result = await messaging.sendEachForMulticast({
    tokens,
    notification: { title, body },
    data: { notificationId: notification.id, type: notification.type, link },
    webpush: {
      notification: { icon: DEFAULT_NOTIFICATION_ICON },
      // FCM only takes an absolute HTTPS link; the service worker falls back to data.link.
      ...(origin?.startsWith('https://') ? { fcmOptions: { link: `${origin}${link}` } } : {}),
    },
  });
  const invalid = result.responses.flatMap((response, index) =>
    !response.success && INVALID_TOKEN_CODES.has(response.error?.code ?? '')
      ? [tokens[index]!]
      : [],
  );
  await removeInvalidPushTokens(invalid);
  return result.successCount;
}
