'use server';

import { notFound } from 'next/navigation';
import type { ActionResult } from '@/lib/action-result';
import { markChatReadSchema } from '@/features/chat/schemas/chat-message';
import { userAction } from '@/lib/action';
import { markChatRead } from '@/features/chat/server/read';

/** Marks the other party's messages up to `seq` as read by the caller (the open conversation). */
export async function markChatReadAction(input: {
  requestId: string;
  seq: number;
}): Promise<ActionResult<{ updated: number }>> {
  return userAction(markChatReadSchema, async (user, { requestId, seq }) => {
    const result = await markChatRead(user.id, requestId, seq);
    if (result.status === 'not_found') notFound();
    return { ok: true, data: { updated: result.updated } };
  })(input);
}
