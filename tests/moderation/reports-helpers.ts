import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { getDb, schema } from '@/lib/db';

type UserType = 'INVESTOR' | 'OWNER' | 'ADMIN' | 'MODERATOR';
export type ReportUser = { id: string; name: string; email: string; type: UserType };

/** A user straight in the table (these tests never sign in). */
export async function createUser(type: UserType, name = `Report ${type}`): Promise<ReportUser> {
  const db = await getDb();
  const email = `report-${randomUUID()}@example.com`;
  const [row] = await db
    .insert(schema.users)
    .values({ name, email, passwordHash: 'x', type })
    .returning();
  return { id: row!.id, name, email, type };
}

export async function createAd(ownerId: string, status = 'published', title?: string) {
  const db = await getDb();
  const [ad] = await db
    .insert(schema.advertisements)
    .values({
      ownerId,
      title: title ?? `Ad ${randomUUID().slice(0, 6)}`,
      description: 'A test advertisement',
      category: 'other',
      city: 'riyadh',
      status,
      publishedAt: status === 'published' ? new Date() : null,
    })
    .returning();
  return ad!;
}

/** An accepted request between an owner and an investor, with `bodies` alternating senders. */
export async function createChat(bodies: string[] = []) {
  const db = await getDb();
  const owner = await createUser('OWNER', 'Owner Olfa');
  const investor = await createUser('INVESTOR', 'Investor Ilyas');
  const ad = await createAd(owner.id);
  const [request] = await db
    .insert(schema.contactRequests)
    .values({
      requesterId: investor.id,
      ownerId: owner.id,
      listingKind: 'advertisement',
      listingId: ad.id,
      message: 'Is it still available?',
      status: 'accepted',
      decidedAt: new Date(),
    })
    .returning();
  const messages = [];
  for (const [i, body] of bodies.entries()) {
    const [message] = await db
      .insert(schema.chatMessages)
      .values({
        requestId: request!.id,
        senderId: i % 2 === 0 ? investor.id : owner.id,
        body,
        clientId: randomUUID(),
      })
      .returning();
    messages.push(message!);
  }
  return { owner, investor, ad, requestId: request!.id, messages };
}

/** A user's notifications of one type, oldest first. */
export async function notificationsOf(userId: string, type: string) {
  const db = await getDb();
  return db
    .select()
    .from(schema.notifications)
    .where(and(eq(schema.notifications.userId, userId), eq(schema.notifications.type, type)))
    .orderBy(schema.notifications.createdAt);
}

export async function reportsOf(targetId: string) {
  const db = await getDb();
  return db.select().from(schema.reports).where(eq(schema.reports.targetId, targetId));
}
