import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { contactRequests } from '@/lib/db/schema';

/**
 * The two parties of a contact request, or null when it does not exist. The realtime
 * authorization endpoint uses it for `presence-chat-{id}`: only these two may subscribe.
 */
export async function getRequestParties(
  requestId: string,
): Promise<{ requesterId: string; ownerId: string; status: string } | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      requesterId: contactRequests.requesterId,
      ownerId: contactRequests.ownerId,
      status: contactRequests.status,
    })
    .from(contactRequests)
    .where(eq(contactRequests.id, requestId));
  return row ?? null;
}

/** True when the user may open the conversation's channel: a party of an accepted request. */
export async function isConversationParty(userId: string, requestId: string): Promise<boolean> {
  const parties = await getRequestParties(requestId);
  if (!parties || parties.status !== 'accepted') return false;
  return parties.requesterId === userId || parties.ownerId === userId;
}
