'use server';

import { notFound } from 'next/navigation';
import type { ChatMessageWire } from '@/lib/chat/wire';
import type { ActionResult } from '@/lib/actions/result';
import { olderChatMessagesSchema } from '@/lib/schemas/chat-message';
import { validatedAction } from '@/lib/server/action';
import { AuthError, requireUser } from '@/lib/server/auth/current-user';
import { getChatAccess } from '@/lib/server/chat/access';
import { listMessages } from '@/lib/server/chat/conversations';

/** The page of messages before `beforeSeq` (scrolling up), for a party of the conversation. */
export async function loadOlderChatMessagesAction(input: {
  requestId: string;
  beforeSeq: number;
}): Promise<ActionResult<{ messages: ChatMessageWire[]; hasMore: boolean }>> {
  let userId: string;
  try {
    userId = (await requireUser()).id;
  } catch (error) {
    if (error instanceof AuthError) return { ok: false, formError: error.reason };
    throw error;
  }
  return validatedAction(olderChatMessagesSchema, async ({ requestId, beforeSeq }) => {
    if (!(await getChatAccess(userId, requestId))) notFound();
    return { ok: true, data: await listMessages(requestId, { beforeSeq }) };
  })(input);
}
