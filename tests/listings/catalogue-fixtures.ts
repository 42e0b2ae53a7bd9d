import { randomUUID } from 'node:crypto';
import { getDb, schema } from '@/lib/db';

/** Direct inserts (no hashing, no services): catalogue tests only read what they set up. */

export async function insertUser(type: 'OWNER' | 'INVESTOR', subscribedUntil: Date | null = null) {
  const db = await getDb();
  const [user] = await db
    .insert(schema.users)
    .values({
      name: `${type} ${randomUUID().slice(0, 6)}`,
      email: `${type.toLowerCase()}-${randomUUID()}@example.com`,
      passwordHash: 'not-a-real-hash',
      type,
      subscribedUntil,
    })
    .returning();
  return user!;
}

type AdInput = Partial<typeof schema.advertisements.$inferInsert> & { ownerId: string };

export async function insertAd(input: AdInput) {
  const db = await getDb();
  const [row] = await db
    .insert(schema.advertisements)
    .values({
      title: 'Untitled',
      description: 'Nothing to say.',
      category: 'other',
      city: 'riyadh',
      status: 'published',
      publishedAt: new Date(),
      ...input,
    })
    .returning();
  return row!;
}

type OppInput = Partial<typeof schema.opportunities.$inferInsert> & { ownerId: string };

export async function insertOpportunity(input: OppInput) {
  const db = await getDb();
  const [row] = await db
    .insert(schema.opportunities)
    .values({
      title: 'Untitled',
      summary: 'Short.',
      description: 'Nothing to say.',
      sector: 'technology',
      city: 'riyadh',
      stage: 'early',
      amountMinMinor: 100_000_00,
      amountMaxMinor: 200_000_00,
      status: 'published',
      publishedAt: new Date(),
      ...input,
    })
    .returning();
  return row!;
}

export const viewerOf = (user: { type: string }, isSubscribed: boolean) => ({
  type: user.type as 'OWNER' | 'INVESTOR',
  isSubscribed,
});

export const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
