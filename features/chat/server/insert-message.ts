import 'server-only';
import { and, eq } from 'drizzle-orm';
import { chatMessages, contactRequests, type ChatMessageRow } from '@/lib/db/schema';
import type { Executor } from '@/features/billing/server/wallet';

/**
 * Stores one chat message inside the caller's transaction (who may write is the caller's check).
 * Idempotent per sender and client id: a retried send returns the message it created the first
 * time, with `created: false`. Also moves the conversation's last activity.
 */
export async function insertChatMessage(
  tx: Executor,
  input: { requestId: string; senderId: string; body: string; clientId: string; now?: Date },
): Promise<{ message: ChatMessageRow; created: boolean }> {
  const now = input.now ?? new Date();
  const [inserted] = await tx
    .insert(chatMessages)
    .values({
      requestId: input.requestId,
      senderId: input.senderId,
      body: input.body,
      clientId: input.clientId,
      createdAt: now,
    })
    .onConflictDoNothing({ target: [chatMessages.senderId, chatMessages.clientId] })
    .returning();
  if (inserted) {
    await tx
      .update(contactRequests)
      .set({ lastActivityAt: now })
      .where(eq(contactRequests.id, input.requestId));
    return { message: inserted, created: true };
  }
  const [existing] = await tx
    .select()
    .from(chatMessages)
    .where(
      and(eq(chatMessages.senderId, input.senderId), eq(chatMessages.clientId, input.clientId)),
    );
  if (!existing || existing.requestId !== input.requestId) {
    throw new Error('chat message client id reused for another conversation');
  }
  return { message: existing, created: false };
}
