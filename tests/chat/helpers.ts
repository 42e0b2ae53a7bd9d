import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb, schema } from '@/lib/db';

export type ChatUser = { id: string; name: string };

/** A user straight in the table (these tests never sign in). */
export async function createUser(type: 'INVESTOR' | 'OWNER', name = `Chat ${type}`) {
  const db = await getDb();
  const [row] = await db
    .insert(schema.users)
    .values({ name, email: `chat-${randomUUID()}@example.com`, passwordHash: 'x', type })
    .returning();
  return { id: row!.id, name: row!.name };
}

/**
 * A contact request in the given state, written directly: the request flow (its own service)
 * is not what these tests are about, only the chat that an accepted request opens.
 */
export async function createConversation(
  options: { status?: string; listingStatus?: string; owner?: ChatUser; investor?: ChatUser } = {},
) {
  const db = await getDb();
  const owner = options.owner ?? (await createUser('OWNER', 'Owner Olfa'));
  const investor = options.investor ?? (await createUser('INVESTOR', 'Investor Ilyas'));
  const [ad] = await db
    .insert(schema.advertisements)
    .values({
      ownerId: owner.id,
      title: `Ad ${randomUUID().slice(0, 6)}`,
      description: 'A test advertisement',
      category: 'other',
      city: 'riyadh',
      status: options.listingStatus ?? 'published',
      publishedAt: new Date(),
    })
    .returning();
  const [request] = await db
    .insert(schema.contactRequests)
    .values({
      requesterId: investor.id,
      ownerId: owner.id,
      listingKind: 'advertisement',
      listingId: ad!.id,
      message: 'Is it still available?',
      status: options.status ?? 'accepted',
      decidedAt: new Date(),
    })
    .returning();
  return { owner, investor, ad: ad!, requestId: request!.id };
}

export async function archiveAd(id: string) {
  const db = await getDb();
  await db
    .update(schema.advertisements)
    .set({ status: 'archived' })
    .where(eq(schema.advertisements.id, id));
}

export async function messagesOf(requestId: string) {
  const db = await getDb();
  return db
    .select()
    .from(schema.chatMessages)
    .where(eq(schema.chatMessages.requestId, requestId))
    .orderBy(schema.chatMessages.seq);
}

/** The chat notifications of a user (billing and contact requests add their own). */
export async function notificationsOf(userId: string) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(schema.notifications)
    .where(eq(schema.notifications.userId, userId));
  return rows.filter((row) => row.type === 'chat_message');
}
