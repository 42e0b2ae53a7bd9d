'use server';

import { notFound } from 'next/navigation';
import { markChatReadSchema } from '@/features/chat/schemas/chat-message';
import { userAction } from '@/lib/action/builder';
import { markChatRead } from '@/features/chat/server/read';

/** Marks the other party's messages up to `seq` as read by the caller (the open conversation). */
export const markChatReadAction = userAction
  .inputSchema(markChatReadSchema)
  .action(async ({ input, ctx }) => {
    const result = await markChatRead(ctx.user.id, input.requestId, input.seq);
    if (result.status === 'not_found') notFound();
    return { updated: result.updated };
  });
