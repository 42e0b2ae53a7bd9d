'use server';

import { notFound } from 'next/navigation';
import { sendChatMessageSchema } from '@/features/chat/schemas/chat-message';
import { userAction } from '@/lib/action/builder';
import { DomainError } from '@/lib/errors/domain-error';
import { sendChatMessage } from '@/features/chat/server/send';

/**
 * Sends one chat message. A conversation that is not the caller's is not found; an archived
 * listing's conversation answers `forbidden` (read-only). Retrying with the same clientId returns
 * the message already stored.
 */
export const sendChatMessageAction = userAction
  .inputSchema(sendChatMessageSchema)
  .action(async ({ input, ctx }) => {
    const result = await sendChatMessage(ctx.user, input);
    if (result.status === 'not_found') notFound();
    if (result.status === 'read_only') throw new DomainError('forbidden');
    if (result.status === 'rate_limited') throw DomainError.rateLimited(result.retryAfterSeconds);
    return { message: result.message };
  });
