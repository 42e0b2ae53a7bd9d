import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditChanges } from '@/features/staff/audit-diff';
import { listAuditLog, recordAudit } from '@/features/staff/server/audit';
import { getDb, schema } from '@/lib/db';
import { createUser, type StaffTestUser } from './helpers';

let admin: StaffTestUser;
let moderator: StaffTestUser;

async function record(actor: StaffTestUser, action: string, targetKind: string, targetId: string) {
  const db = await getDb();
  await db.transaction((tx) =>
    recordAudit(tx, actor, {
      action,
      targetKind,
      targetId,
      before: { status: 'published', title: 'Same' },
      after: { status: 'hidden', title: 'Same' },
      reason: 'fraud',
    }),
  );
}

beforeAll(async () => {
  admin = await createUser('ADMIN');
  moderator = await createUser('MODERATOR');
  await record(moderator, 'listing.hide', 'opportunity', 'opp-1');
  await record(admin, 'plan.update', 'plan', 'investor-monthly');
  await record(admin, 'redirect.create', 'redirect', 'redirect-7');
});

describe('the audit log', () => {
  it('records who did what to which target, why, before and after', async () => {
    const { items } = await listAuditLog(admin, { targetKind: 'opportunity', targetId: 'opp-1' });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      actorId: moderator.id,
      actorEmail: moderator.email,
      action: 'listing.hide',
      reason: 'fraud',
      before: { status: 'published', title: 'Same' },
      after: { status: 'hidden', title: 'Same' },
    });
    expect(items[0]!.createdAt).toBeInstanceOf(Date);
  });

  it('refuses to change or delete an entry, even to the application', async () => {
    const db = await getDb();
    await expect(
      db
        .update(schema.auditLog)
        .set({ reason: 'rewritten' })
        .where(eq(schema.auditLog.action, 'plan.update')),
    ).rejects.toThrow();
    await expect(
      db.delete(schema.auditLog).where(eq(schema.auditLog.action, 'plan.update')),
    ).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_log`)).rejects.toThrow();
    const { total } = await listAuditLog(admin);
    expect(total).toBe(3);
  });

  it('searches by actor e-mail, action or target id, and filters by kind, newest first', async () => {
    expect(
      (await listAuditLog(moderator, { q: moderator.email })).items.map((e) => e.action),
    ).toEqual(['listing.hide']);
    expect((await listAuditLog(moderator, { q: 'plan.' })).items.map((e) => e.targetId)).toEqual([
      'investor-monthly',
    ]);
    expect((await listAuditLog(admin, { q: 'redirect-7' })).total).toBe(1);
    expect((await listAuditLog(admin, { targetKind: 'redirect' })).total).toBe(1);
    const all = await listAuditLog(admin);
    expect(all.items.map((e) => e.action)).toEqual([
      'redirect.create',
      'plan.update',
      'listing.hide',
    ]);
    expect(all.pageCount).toBe(1);
  });

  it('is closed to members, for reading and writing', async () => {
    const member = await createUser('INVESTOR');
    await expect(listAuditLog(member)).rejects.toThrow('forbidden');
    const db = await getDb();
    await expect(
      db.transaction((tx) =>
        recordAudit(tx, member, { action: 'x.y', targetKind: 'user', targetId: member.id }),
      ),
    ).rejects.toThrow('forbidden');
  });
});

describe('auditChanges', () => {
  it('keeps only the keys whose values changed, both sides shown', () => {
    expect(
      auditChanges(
        { status: 'published', title: 'Same', price: 100, gone: true },
        { status: 'hidden', title: 'Same', price: 120, limits: { listings: 5 } },
      ),
    ).toEqual([
      { key: 'status', before: 'published', after: 'hidden' },
      { key: 'price', before: '100', after: '120' },
      { key: 'gone', before: 'true', after: null },
      { key: 'limits', before: null, after: '{"listings":5}' },
    ]);
    expect(auditChanges(null, null)).toEqual([]);
    expect(auditChanges({ a: [1, 2] }, { a: [1, 2] })).toEqual([]);
  });
});
