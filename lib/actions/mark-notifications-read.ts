'use server';

import type { ActionResult } from '@/lib/actions/result';
import {
  markNotificationsReadSchema,
  type MarkNotificationsReadInput,
} from '@/lib/schemas/notification-read';
import { validatedAction } from '@/lib/server/action';
import { AuthError, requireUser } from '@/lib/server/auth/current-user';
import { readNotifications } from '@/lib/server/notifications/read';

/** Marks some or all of the signed-in user's notifications read; answers the unread count left. */
export async function markNotificationsReadAction(
  input: MarkNotificationsReadInput,
): Promise<ActionResult<{ unread: number }>> {
  let user;
  try {
    user = await requireUser();
  } catch (error) {
    if (error instanceof AuthError) return { ok: false, formError: error.reason };
    throw error;
  }
  return validatedAction(markNotificationsReadSchema, async (data) => ({
    ok: true,
    data: { unread: await readNotifications(user.id, data.ids) },
  }))(input);
}
