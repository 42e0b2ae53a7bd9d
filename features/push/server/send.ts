import 'server-only';
import { eq } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import { z } from 'zod';
import { notificationHref, renderNotification } from '@/features/notifications/render';
import { toWire, type WireNotification } from '@/features/notifications/wire';
import { DEFAULT_NOTIFICATION_ICON } from '@/lib/constants';
import { getDb } from '@/lib/db';
import { notifications, users } from '@/lib/db/schema';
import { defineJob, enqueueJob } from '@/lib/jobs';
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
 * Pushes one stored notification (read again when the job runs, so one deleted meanwhile is not
 * sent). Retried with back-off while Firebase fails for every browser of the user; tokens it
 * reports invalid are removed at the first attempt.
 */
export const pushNotificationJob = defineJob(
  'push.send',
  z.object({ notificationId: z.uuid() }),
  async ({ notificationId }) => {
    const db = await getDb();
    const [row] = await db.select().from(notifications).where(eq(notifications.id, notificationId));
    if (row) await sendPushNotification(row.userId, toWire(row));
  },
  { retryLimit: 5, backoff: { initialSeconds: 10, maxSeconds: 600 } },
);

/** Queues the push of a committed notification (never throws). */
export async function enqueuePush(notificationId: string): Promise<void> {
  await enqueueJob(pushNotificationJob, { notificationId });
}

/**
 * Sends one notification as a browser push to every browser of its user, in the user's language,
 * with a link to its subject. Returns how many were sent; 0 when push is not configured. Throws
 * when Firebase cannot be reached or refuses every browser for a reason other than a dead token,
 * so that the job tries again; a browser that got it is never sent it twice.
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
  const failed = result.responses.flatMap((response) =>
    !response.success && !INVALID_TOKEN_CODES.has(response.error?.code ?? '')
      ? [response.error?.code ?? 'unknown']
      : [],
  );
  if (failed.length > 0 && result.successCount === 0) {
    throw new Error(`push refused for every browser: ${[...new Set(failed)].join(', ')}`);
  }
  if (failed.length > 0) {
    console.warn(
      `[push] ${failed.length} browser(s) not reached: ${[...new Set(failed)].join(', ')}`,
    );
  }
  return result.successCount;
}
