'use server';

import { notFound } from 'next/navigation';
import type { ChatMessageWire } from '@/features/chat/wire';
import { rateLimited, type ActionResult } from '@/lib/action-result';
import {
  sendChatMessageSchema,
  type SendChatMessageInput,
} from '@/features/chat/schemas/chat-message';
import { userAction } from '@/lib/action';
import { sendChatMessage } from '@/features/chat/server/send';

/**
 * Sends one chat message. A conversation that is not the caller's is not found; an archived
 * listing's conversation answers `forbidden` (read-only). Retrying with the same clientId returns
 * the message already stored.
 */
export async function sendChatMessageAction(
  input: SendChatMessageInput,
): Promise<ActionResult<{ message: ChatMessageWire }>> {
  return userAction(sendChatMessageSchema, async (user, data) => {
    const result = await sendChatMessage(user, data);
    if (result.status === 'not_found') notFound();
    if (result.status === 'read_only') return { ok: false, formError: 'forbidden' };
    if (result.status === 'rate_limited') return rateLimited(result.retryAfterSeconds);
    return { ok: true, data: { message: result.message } };
  })(input);
}
