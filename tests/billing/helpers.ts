import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { executeRows, getDb, schema } from '@/lib/db';
import { completePayment } from '@/features/billing/server/payments';
import { seedPlans } from '@/lib/seed/billing';

export type TestUser = { id: string; type: 'INVESTOR' | 'OWNER'; email: string };

/** A user straight in the table (no password hashing: these tests never sign in). */
export async function createUser(type: 'INVESTOR' | 'OWNER' = 'INVESTOR'): Promise<TestUser> {
  const db = await getDb();
  const email = `billing-${randomUUID()}@example.com`;
  const [row] = await db
    .insert(schema.users)
    .values({ name: `Billing ${type}`, email, passwordHash: 'x', type })
    .returning();
  return { id: row!.id, type, email };
}

/** A price plan just for tests (seeded plans stay untouched). */
export async function createPlan(
  priceMinor: number,
  options: { audience?: 'INVESTOR' | 'OWNER'; durationDays?: number } = {},
) {
  const db = await getDb();
  const code = `test-${randomUUID()}`;
  await db.insert(schema.plans).values({
    code,
    audience: options.audience ?? 'INVESTOR',
    nameEn: 'Test plan',
    nameAr: 'باقة تجريبية',
    descriptionEn: 'For tests',
    descriptionAr: 'للاختبارات',
    priceMinor,
    durationDays: options.durationDays ?? 30,
  });
  return code;
}

/** Credits a wallet the way a gateway does: a pending payment, then its success. */
export async function fund(userId: string, amountMinor: number, now = new Date()) {
  const db = await getDb();
  const [payment] = await db
    .insert(schema.payments)
    .values({ userId, provider: 'sandbox', amountMinor, currency: 'SAR' })
    .returning();
  const result = await completePayment(
    { paymentId: payment!.id, provider: 'sandbox', outcome: 'succeeded' },
    now,
  );
  if (result.status !== 'credited') throw new Error(`funding failed: ${result.status}`);
  return payment!;
}

export async function createAd(ownerId: string, status = 'published', promotedUntil?: Date) {
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
      promotedUntil: promotedUntil ?? null,
      publishedAt: status === 'published' ? new Date() : null,
    })
    .returning();
  return ad!;
}

/** The invariants of a wallet: never negative, entries add up to it, each balance_after chains. */
export async function ledgerOf(userId: string) {
  const db = await getDb();
  const [wallet] = await db.select().from(schema.wallets).where(eq(schema.wallets.userId, userId));
  const entries = await executeRows<{
    amount_minor: string | number;
    balance_after_minor: string | number;
  }>(
    db,
    sql`select e.amount_minor, e.balance_after_minor from wallet_entries e
        join wallets w on w.id = e.wallet_id where w.user_id = ${userId}
        order by e.seq`,
  );
  return {
    balance: wallet?.balanceMinor ?? 0,
    entries: entries.map((e) => ({
      amount: Number(e.amount_minor),
      after: Number(e.balance_after_minor),
    })),
  };
}

export async function ensurePlans() {
  await seedPlans();
}

/**
 * The wallet's state read in ONE statement (one snapshot, even while other connections write):
 * balance, owed, restricted and the sum of its entries.
 */
export async function walletState(userId: string) {
  const db = await getDb();
  const [row] = await executeRows<{
    balance: string | number | null;
    owed: string | number | null;
    restricted: boolean | null;
    total: string | number;
  }>(
    db,
    sql`select w.balance_minor as balance, w.owed_minor as owed, w.restricted,
               (select coalesce(sum(e.amount_minor), 0) from wallet_entries e
                 where e.wallet_id = w.id) as total
          from users u left join wallets w on w.user_id = u.id where u.id = ${userId}`,
  );
  return {
    balance: Number(row?.balance ?? 0),
    owed: Number(row?.owed ?? 0),
    restricted: row?.restricted ?? false,
    sum: Number(row?.total ?? 0),
  };
}
