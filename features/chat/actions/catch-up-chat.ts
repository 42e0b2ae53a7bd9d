'use server';

import { notFound } from 'next/navigation';
import type { ChatCatchUp } from '@/features/chat/wire';
import { newerChatMessagesSchema } from '@/features/chat/schemas/chat-message';
import { userAction } from '@/lib/action/builder';
import { getChatAccess } from '@/features/chat/server/access';
import { CATCH_UP_PAGE, getReadUpTo, listMessages } from '@/features/chat/server/conversations';

/**
 * What an open conversation missed while its realtime connection was down (or the tab hidden):
 * the messages after `afterSeq`, oldest first, a page at a time, and how far the other party has
 * read mine. For a party of the conversation only; anyone else gets "not found".
 */
export const catchUpChatAction = userAction
  .inputSchema(newerChatMessagesSchema)
  .action(async ({ input: { requestId, afterSeq }, ctx }): Promise<ChatCatchUp> => {
    if (!(await getChatAccess(ctx.user.id, requestId))) notFound();
    const [page, readUpTo] = await Promise.all([
      listMessages(requestId, { afterSeq, limit: CATCH_UP_PAGE }),
      getReadUpTo(ctx.user.id, requestId),
    ]);
    return { ...page, readUpTo };
  });
