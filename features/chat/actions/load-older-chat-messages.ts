'use server';

import { notFound } from 'next/navigation';
import type { ChatMessageWire } from '@/features/chat/wire';
import type { ActionResult } from '@/lib/action-result';
import { olderChatMessagesSchema } from '@/features/chat/schemas/chat-message';
import { userAction } from '@/lib/action';
import { getChatAccess } from '@/features/chat/server/access';
import { listMessages } from '@/features/chat/server/conversations';

/** The page of messages before `beforeSeq` (scrolling up), for a party of the conversation. */
export async function loadOlderChatMessagesAction(input: {
  requestId: string;
  beforeSeq: number;
}): Promise<ActionResult<{ messages: ChatMessageWire[]; hasMore: boolean }>> {
  return userAction(olderChatMessagesSchema, async (user, { requestId, beforeSeq }) => {
    if (!(await getChatAccess(user.id, requestId))) notFound();
    return { ok: true, data: await listMessages(requestId, { beforeSeq }) };
  })(input);
}
