import { randomUUID } from 'node:crypto';
import { getDb, schema } from '@/lib/db';

type UserType = 'INVESTOR' | 'OWNER' | 'ADMIN' | 'MODERATOR';
export type StaffTestUser = { id: string; name: string; email: string; type: UserType };

/** A user straight in the table (no password: these tests never sign in with one). */
export async function createUser(
  type: UserType,
  options: { createdAt?: Date; name?: string } = {},
): Promise<StaffTestUser> {
  const db = await getDb();
  const name = options.name ?? `Staff test ${type}`;
  const email = `staff-${randomUUID()}@example.com`;
  const [row] = await db
    .insert(schema.users)
    .values({ name, email, passwordHash: 'x', type, createdAt: options.createdAt })
    .returning();
  return { id: row!.id, name, email, type };
}

export async function createAd(ownerId: string, status: string) {
  const db = await getDb();
  const [ad] = await db
    .insert(schema.advertisements)
    .values({
      ownerId,
      title: `Ad ${randomUUID().slice(0, 6)}`,
      description: 'A test advertisement',
      category: 'other',
      city: 'riyadh',
      status,
      publishedAt: status === 'published' ? new Date() : null,
    })
    .returning();
  return ad!;
}
