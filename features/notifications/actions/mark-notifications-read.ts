'use server';

import type { ActionResult } from '@/lib/action/result';
import {
  markNotificationsReadSchema,
  type MarkNotificationsReadInput,
} from '@/features/notifications/schemas/notification-read';
import { userAction } from '@/lib/action/builder';
import { readNotifications } from '@/features/notifications/server/read';

/** Marks some or all of the signed-in user's notifications read; answers the unread count left. */
export async function markNotificationsReadAction(
  input: MarkNotificationsReadInput,
): Promise<ActionResult<{ unread: number }>> {
  return userAction(markNotificationsReadSchema, async (user, data) => ({
    ok: true,
    data: { unread: await readNotifications(user.id, data.ids) },
  }))(input);
}
