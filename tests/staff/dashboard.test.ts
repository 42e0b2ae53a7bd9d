import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDashboard, REVENUE_DAYS } from '@/features/staff/server/dashboard';
import { applyLedgerChange } from '@/features/billing/server/wallet';
import { getDb, schema } from '@/lib/db';
import { fund } from '../billing/helpers';
import { createAd, createUser, type StaffTestUser } from './helpers';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-20T15:00:00Z');

async function debit(userId: string, kind: 'subscription' | 'promotion', minor: number, at: Date) {
  const db = await getDb();
  await db.transaction((tx) =>
    applyLedgerChange(
      tx,
      userId,
      { kind, amountMinor: -minor, currency: 'SAR', idempotencyKey: `test:${randomUUID()}` },
      at,
    ),
  );
}

let admin: StaffTestUser;
let moderator: StaffTestUser;

beforeAll(async () => {
  admin = await createUser('ADMIN');
  moderator = await createUser('MODERATOR');
  // Members: two this week, one three weeks ago, one two months ago (staff are not counted).
  await createUser('INVESTOR', { createdAt: new Date(NOW.getTime() - 1 * DAY) });
  await createUser('OWNER', { createdAt: new Date(NOW.getTime() - 6 * DAY) });
  await createUser('INVESTOR', { createdAt: new Date(NOW.getTime() - 21 * DAY) });
  await createUser('INVESTOR', { createdAt: new Date(NOW.getTime() - 60 * DAY) });

  const owner = await createUser('OWNER', { createdAt: new Date(NOW.getTime() - 90 * DAY) });
  await createAd(owner.id, 'published');
  await createAd(owner.id, 'published');
  await createAd(owner.id, 'pending_review');
  await createAd(owner.id, 'draft');
  const db = await getDb();
  const investor = await createUser('INVESTOR', { createdAt: new Date(NOW.getTime() - 90 * DAY) });
  const ads = await db.select().from(schema.advertisements);
  await db.insert(schema.reports).values([
    { reporterId: investor.id, targetKind: 'advertisement', targetId: ads[0]!.id, reason: 'spam' },
    {
      reporterId: investor.id,
      targetKind: 'advertisement',
      targetId: ads[1]!.id,
      reason: 'fraud',
      state: 'dismissed',
    },
  ]);

  // Money: a top-up (not revenue), then plan and promotion debits on three days.
  const payer = await createUser('INVESTOR', { createdAt: new Date(NOW.getTime() - 90 * DAY) });
  await fund(payer.id, 1000_00, new Date(NOW.getTime() - 40 * DAY));
  await debit(payer.id, 'subscription', 99_00, new Date(NOW.getTime() - 35 * DAY)); // too old
  await debit(payer.id, 'subscription', 99_00, new Date('2026-11-01T10:00:00Z'));
  await debit(payer.id, 'promotion', 49_00, new Date('2026-11-01T23:30:00Z'));
  await debit(payer.id, 'promotion', 89_00, new Date('2026-11-20T09:00:00Z'));
});

describe('getDashboard', () => {
  it('counts new members, listings by state and open reports', async () => {
    const dashboard = await getDashboard(moderator, NOW);
    // The payer, the owner and the reporter were made 90 days back; staff do not count.
    expect(dashboard.newUsers).toEqual({ last7Days: 2, last30Days: 3 });
    expect(dashboard.listings).toEqual({ published: 2, pendingReview: 1 });
    expect(dashboard.openReports).toBe(1);
  });

  it('gives an admin the revenue of each of the last 30 days, from plan and promotion debits', async () => {
    const { revenue } = await getDashboard(admin, NOW);
    expect(revenue).not.toBeNull();
    expect(revenue!.currency).toBe('SAR');
    expect(revenue!.days).toHaveLength(REVENUE_DAYS);
    expect(revenue!.days[0]!.day).toBe('2026-10-22');
    expect(revenue!.days.at(-1)!.day).toBe('2026-11-20');
    const byDay = Object.fromEntries(revenue!.days.map((d) => [d.day, d.minor]));
    expect(byDay['2026-11-01']).toBe(148_00);
    expect(byDay['2026-11-20']).toBe(89_00);
    expect(revenue!.totalMinor).toBe(237_00);
    expect(revenue!.days.filter((d) => d.minor > 0)).toHaveLength(2);
  });

  it('gives a moderator no revenue, and a member nothing at all', async () => {
    expect((await getDashboard(moderator, NOW)).revenue).toBeNull();
    const member = await createUser('OWNER');
    await expect(getDashboard(member, NOW)).rejects.toThrow('forbidden');
  });
});
