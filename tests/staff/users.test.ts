import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { suspendUser } from '@/features/moderation/server/suspension';
import { adjustWalletSchema, suspendUserSchema } from '@/features/staff/schemas/users';
import { getUserOverview, listUsers } from '@/features/staff/server/user-directory';
import { createSession } from '@/lib/auth/sessions';
import { getDb, schema } from '@/lib/db';
import { outcome } from '../auth/outcome';
import { fund } from '../billing/helpers';
import { createAd, createUser, type StaffTestUser } from './helpers';

// A tag no other test's names contain: these searches see only this file's users.
const tag = `zq${randomUUID().slice(0, 6)}`;
let admin: StaffTestUser;
let moderator: StaffTestUser;
let owner: StaffTestUser;

beforeAll(async () => {
  admin = await createUser('ADMIN', { name: `${tag} Admin` });
  moderator = await createUser('MODERATOR', { name: `${tag} Moderator` });
  owner = await createUser('OWNER', { name: `${tag} Owner Omar` });
  for (let i = 0; i < 27; i++) {
    await createUser(i % 2 ? 'INVESTOR' : 'OWNER', {
      name: `${tag} Member ${i}`,
      createdAt: new Date(Date.now() - (i + 1) * 60_000),
    });
  }
});

describe('the user list', () => {
  it('searches names and e-mails in the database, newest first, 25 a page', async () => {
    const first = await listUsers(moderator, { q: tag });
    expect(first.total).toBe(30);
    expect(first.items).toHaveLength(25);
    expect(first.pageCount).toBe(2);
    const times = first.items.map((u) => u.createdAt.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const second = await listUsers(moderator, { q: tag, page: 2 });
    expect(second.items).toHaveLength(5);

    // Case-insensitive, on the name or the e-mail; LIKE wildcards are searched as typed.
    const byName = await listUsers(admin, { q: `${tag.toUpperCase()} OWNER OMAR` });
    expect(byName.items.map((u) => u.id)).toEqual([owner.id]);
    const byEmail = await listUsers(admin, { q: owner.email.toUpperCase() });
    expect(byEmail.items.map((u) => u.id)).toEqual([owner.id]);
    expect((await listUsers(admin, { q: `${tag}%` })).total).toBe(0);
  });

  it('filters by type and by suspension', async () => {
    const staff = await listUsers(admin, { q: tag, type: 'MODERATOR' });
    expect(staff.items.map((u) => u.id)).toEqual([moderator.id]);
    const target = await createUser('INVESTOR', { name: `${tag} Suspended` });
    await suspendUser(moderator, { userId: target.id, days: 3, reason: 'spam' });
    const suspended = await listUsers(admin, { q: tag, state: 'suspended' });
    expect(suspended.items.map((u) => u.id)).toEqual([target.id]);
    expect(suspended.items[0]).toMatchObject({ suspended: true, suspensionReason: 'spam' });
    const active = await listUsers(admin, { q: tag, state: 'active' });
    expect(active.total).toBe(30);
    expect(active.items.every((u) => !u.suspended)).toBe(true);
  });

  it('is for staff only', async () => {
    expect(await outcome(listUsers(owner, {}))).toBe('forbidden');
    expect(await outcome(getUserOverview(owner, admin.id))).toBe('forbidden');
  });
});

describe('one account', () => {
  it('shows type, wallet, sessions, listings and the reports about it', async () => {
    const member = await createUser('OWNER', { name: `${tag} Detailed` });
    await fund(member.id, 42_00);
    await createSession(member.id);
    await createSession(member.id);
    const published = await createAd(member.id, 'published');
    await createAd(member.id, 'draft');
    const reporter = await createUser('INVESTOR');
    const db = await getDb();
    await db.insert(schema.reports).values({
      reporterId: reporter.id,
      targetKind: 'advertisement',
      targetId: published.id,
      subjectUserId: member.id,
      reason: 'fraud',
    });

    const overview = await getUserOverview(moderator, member.id);
    expect(overview).not.toBeNull();
    expect(overview!.user).toMatchObject({ id: member.id, type: 'OWNER', suspended: false });
    expect(overview!.wallet.balanceMinor).toBe(42_00);
    expect(overview!.sessions.count).toBe(2);
    expect(overview!.sessions.lastSeenAt).toBeInstanceOf(Date);
    expect(overview!.listings.advertisement).toEqual({ published: 1, draft: 1 });
    expect(overview!.listings.opportunity).toEqual({});
    expect(overview!.reports.open).toBe(1);
    expect(overview!.reports.recent.map((r) => r.reason)).toEqual(['fraud']);
    expect(overview!.subscription.current).toBeNull();

    expect(await getUserOverview(moderator, randomUUID())).toBeNull();
    expect(await getUserOverview(moderator, 'not-an-id')).toBeNull();
  });
});

describe('the forms', () => {
  it('a suspension lasts the chosen days, or until restored', () => {
    const base = { userId: owner.id, reason: 'fraud', note: '' };
    expect(suspendUserSchema.parse({ ...base, duration: '30' }).duration).toBe(30);
    expect(suspendUserSchema.parse({ ...base, duration: 'indefinite' }).duration).toBeNull();
    expect(suspendUserSchema.safeParse({ ...base, duration: '2' }).success).toBe(false);
  });

  it('an adjustment is typed in the major unit and signed by its direction', () => {
    const schema = adjustWalletSchema('SAR', 200_000_00);
    const base = {
      userId: owner.id,
      reason: 'Refund of a duplicate charge',
      idempotencyKey: randomUUID(),
    };
    expect(schema.parse({ ...base, direction: 'credit', amount: '١٢٫٥' }).amountMinor).toBe(12_50);
    expect(schema.parse({ ...base, direction: 'debit', amount: '30' }).amountMinor).toBe(-30_00);
    expect(schema.safeParse({ ...base, direction: 'credit', amount: '0' }).success).toBe(false);
    expect(schema.safeParse({ ...base, direction: 'credit', amount: '200001' }).success).toBe(
      false,
    );
    expect(schema.safeParse({ ...base, direction: 'debit', amount: '5', reason: '' }).success).toBe(
      false,
    );
  });
});
