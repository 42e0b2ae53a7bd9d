'use server';

import { notFound } from 'next/navigation';
import type { ActionResult } from '@/lib/actions/result';
import { markChatReadSchema } from '@/lib/schemas/chat-message';
import { validatedAction } from '@/lib/server/action';
import { AuthError, requireUser } from '@/lib/server/auth/current-user';
import { markChatRead } from '@/lib/server/chat/read';

/** Marks the other party's messages up to `seq` as read by the caller (the open conversation). */
export async function markChatReadAction(input: {
  requestId: string;
  seq: number;
}): Promise<ActionResult<{ updated: number }>> {
  let userId: string;
  try {
    userId = (await requireUser()).id;
  } catch (error) {
    if (error instanceof AuthError) return { ok: false, formError: error.reason };
    throw error;
  }
  return validatedAction(markChatReadSchema, async ({ requestId, seq }) => {
    const result = await markChatRead(userId, requestId, seq);
    if (result.status === 'not_found') notFound();
    return { ok: true, data: { updated: result.updated } };
  })(input);
}
