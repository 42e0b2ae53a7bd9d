'use server';

import { notFound } from 'next/navigation';
import { olderChatMessagesSchema } from '@/features/chat/schemas/chat-message';
import { userAction } from '@/lib/action/builder';
import { getChatAccess } from '@/features/chat/server/access';
import { listMessages } from '@/features/chat/server/conversations';

/** The page of messages before `beforeSeq` (scrolling up), for a party of the conversation. */
export const loadOlderChatMessagesAction = userAction
  .inputSchema(olderChatMessagesSchema)
  .action(async ({ input: { requestId, beforeSeq }, ctx }) => {
    if (!(await getChatAccess(ctx.user.id, requestId))) notFound();
    return listMessages(requestId, { beforeSeq });
  });
