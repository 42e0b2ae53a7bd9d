'use server';

import { notFound } from 'next/navigation';
import type { ChatMessageWire } from '@/lib/chat/wire';
import type { ActionResult } from '@/lib/actions/result';
import { olderChatMessagesSchema } from '@/lib/schemas/chat-message';
import { userAction } from '@/lib/server/action';
import { getChatAccess } from '@/lib/server/chat/access';
import { listMessages } from '@/lib/server/chat/conversations';

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
