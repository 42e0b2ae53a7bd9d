'use server';

import { markNotificationsReadSchema } from '@/features/notifications/schemas/notification-read';
import { userAction } from '@/lib/action/builder';
import { readNotifications } from '@/features/notifications/server/read';

/** Marks some or all of the signed-in user's notifications read; answers the unread count left. */
export const markNotificationsReadAction = userAction
  .inputSchema(markNotificationsReadSchema)
  .action(async ({ input, ctx }) => ({ unread: await readNotifications(ctx.user.id, input.ids) }));
