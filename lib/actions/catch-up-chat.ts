'use server';

import { notFound } from 'next/navigation';
import type { ChatCatchUp } from '@/lib/chat/wire';
import type { ActionResult } from '@/lib/actions/result';
import { newerChatMessagesSchema } from '@/lib/schemas/chat-message';
import { userAction } from '@/lib/server/action';
import { getChatAccess } from '@/lib/server/chat/access';
import { CATCH_UP_PAGE, getReadUpTo, listMessages } from '@/lib/server/chat/conversations';

/**
 * What an open conversation missed while its realtime connection was down (or the tab hidden):
 * the messages after `afterSeq`, oldest first, a page at a time, and how far the other party has
 * read mine. For a party of the conversation only; anyone else gets "not found".
 */
export async function catchUpChatAction(input: {
  requestId: string;
  afterSeq: number;
}): Promise<ActionResult<ChatCatchUp>> {
  return userAction(newerChatMessagesSchema, async (user, { requestId, afterSeq }) => {
    if (!(await getChatAccess(user.id, requestId))) notFound();
    const [page, readUpTo] = await Promise.all([
      listMessages(requestId, { afterSeq, limit: CATCH_UP_PAGE }),
      getReadUpTo(user.id, requestId),
    ]);
    return { ok: true, data: { ...page, readUpTo } };
  })(input);
}
