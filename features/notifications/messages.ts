import type { AbstractIntlMessages } from 'next-intl';

/** Where a member's bell fetches the notification texts of `locale`, for this build. */
export function notificationMessagesPath(locale: string): string {
  return `/api/notifications/messages/${locale}?build=${process.env.NEXT_PUBLIC_BUILD_ID ?? 'dev'}`;
}

/** The `notifications` namespace of a language's messages. */
export function notificationMessagesOf(messages: AbstractIntlMessages): AbstractIntlMessages {
  return messages.notifications as AbstractIntlMessages;
}

/** Whether `messages` already hold the texts of every notification type (signed-in areas do). */
export function hasNotificationTexts(messages: AbstractIntlMessages): boolean {
  const own = messages.notifications;
  return typeof own === 'object' && own !== null && 'types' in own;
}
