import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { getDb, schema } from '@/lib/db';
import { subscribe } from '@/features/billing/server/subscriptions';
import { createAd, createUser, ensurePlans, fund, type TestUser } from '../billing/helpers';

export { createAd, createUser, ensurePlans, type TestUser };

const DAY = 24 * 60 * 60 * 1000;

/** An investor whose plan allows `limit` requests a month (undefined: a plan with no limit). */
export async function subscribedInvestor(limit?: number, now = new Date()): Promise<TestUser> {
  const user = await createUser('INVESTOR');
  const db = await getDb();
  const code = `cr-${randomUUID()}`;
  await db.insert(schema.plans).values({
    code,
    audience: 'INVESTOR',
    nameEn: 'Requests plan',
    nameAr: 'باقة الطلبات',
    descriptionEn: 'For tests',
    descriptionAr: 'للاختبارات',
    priceMinor: 10_00,
    durationDays: 30,
    limits: limit === undefined ? {} : { contactRequestsPerMonth: limit },
  });
  await fund(user.id, 10_00, now);
  const result = await subscribe(user, { planCode: code, requestId: randomUUID() }, { now });
  if (result.status !== 'subscribed') throw new Error(`subscribe failed: ${result.status}`);
  return user;
}

/** An investor subscribed by a date alone (no plan row): the fallback limit applies. */
export async function datedInvestor(until = new Date(Date.now() + 30 * DAY)): Promise<TestUser> {
  const user = await createUser('INVESTOR');
  const db = await getDb();
  await db.update(schema.users).set({ subscribedUntil: until }).where(eq(schema.users.id, user.id));
  return user;
}

export async function createOpportunity(ownerId: string, status = 'published') {
  const db = await getDb();
  const [row] = await db
    .insert(schema.opportunities)
    .values({
      ownerId,
      title: `Opportunity ${randomUUID().slice(0, 6)}`,
      sector: 'energy',
      city: 'riyadh',
      summary: 'A test opportunity',
      description: 'A test opportunity, described.',
      amountMinMinor: 1000_00,
      amountMaxMinor: 5000_00,
      stage: 'growth',
      status,
      publishedAt: status === 'published' ? new Date() : null,
    })
    .returning();
  return row!;
}

export const MESSAGE = 'Hello, I would like to know more about this listing, please.';

/** The contact-request notifications of a user (billing adds its own, which these tests ignore). */
export async function notificationsOf(userId: string, type?: string) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(schema.notifications)
    .where(
      and(
        eq(schema.notifications.userId, userId),
        type ? eq(schema.notifications.type, type) : undefined,
      ),
    );
  return rows.filter((row) => row.type.startsWith('contact_request'));
}

/** A request row straight in the table (for lists and funnel numbers). */
export async function insertRequest(values: {
  requesterId: string;
  ownerId: string;
  listingKind?: 'advertisement' | 'opportunity';
  listingId: string;
  status?: string;
  createdAt?: Date;
}) {
  const db = await getDb();
  const [row] = await db
    .insert(schema.contactRequests)
    .values({
      listingKind: 'advertisement',
      message: MESSAGE,
      status: 'pending',
      ...values,
    })
    .returning();
  return row!;
}
