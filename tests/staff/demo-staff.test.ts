import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signIn } from '@/features/accounts/server/accounts';
import { getDb, schema } from '@/lib/db';
import { DEMO_PASSWORD, seed } from '@/lib/seed/demo';
import { DEMO_STAFF } from '@/lib/seed/staff';

describe('demo staff and reports', () => {
  it('adds an admin and a moderator who sign in with the demo password, and open reports, once', async () => {
    await seed({ SEED_DEMO: 'true' });
    await seed({ SEED_DEMO: 'true' });
    const db = await getDb();
    for (const account of DEMO_STAFF) {
      const rows = await db
        .select()
        .from(schema.users)
        .where(eq(schema.users.email, account.email));
      expect(rows.map((row) => row.type)).toEqual([account.type]);
      const result = await signIn(
        { email: account.email, password: DEMO_PASSWORD },
        { clientKey: `demo-staff-${account.type}` },
      );
      // The second factor is offered, not forced, on the demo: the password signs in.
      expect(result.ok && result.session).toBeTruthy();
    }

    const reports = await db.select().from(schema.reports);
    expect(reports).toHaveLength(4);
    expect(reports.every((report) => report.state === 'open' && report.note.length > 0)).toBe(true);
    expect(reports.map((report) => report.reason).sort()).toEqual([
      'fraud',
      'fraud',
      'misleading',
      'spam',
    ]);
    const reporters = await db
      .select({ email: schema.users.email })
      .from(schema.users)
      .where(inArray(schema.users.id, [...new Set(reports.map((report) => report.reporterId))]));
    expect(reporters.map((r) => r.email).sort()).toEqual([
      'investor@fursa.local',
      'subscriber@fursa.local',
    ]);
    const [khalid] = await db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, 'khalid@fursa.local'));
    const fraud = reports.filter((report) => report.reason === 'fraud');
    expect(new Set(fraud.map((report) => report.targetId)).size).toBe(1);
    expect(fraud.every((report) => report.subjectUserId === khalid!.id)).toBe(true);
  });
});
