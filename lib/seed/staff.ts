import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { getDb, schema } from '@/lib/db';

/** The demo staff (README): an admin and a moderator, with the demo password. */
export const DEMO_STAFF = [
  { email: 'admin@fursa.local', name: 'Amal', type: 'ADMIN', locale: 'en' },
  { email: 'moderator@fursa.local', name: 'Yusuf', type: 'MODERATOR', locale: 'ar' },
] as const;

const HOUR = 3_600_000;

/**
 * Open reports by demo investors on demo listings, for the moderation queue: the same opportunity
 * reported twice (the queue puts the most reported first), an advertisement in each language.
 */
const DEMO_REPORTS = [
  {
    reporter: 'subscriber@fursa.local',
    kind: 'opportunity',
    title: 'Cold-chain warehouse near Jebel Ali',
    reason: 'fraud',
    note: 'The owner asked me to pay a reservation deposit into a personal account before sharing any documents.',
    hoursAgo: 5,
  },
  {
    reporter: 'investor@fursa.local',
    kind: 'opportunity',
    title: 'Cold-chain warehouse near Jebel Ali',
    reason: 'fraud',
    note: 'The same warehouse is listed elsewhere under another company name with different figures.',
    hoursAgo: 3,
  },
  {
    reporter: 'investor@fursa.local',
    kind: 'advertisement',
    title: 'Fleet of 6 delivery vans (2022)',
    reason: 'misleading',
    note: 'The photos show older vans than the 2022 models in the title.',
    hoursAgo: 26,
  },
  {
    reporter: 'subscriber@fursa.local',
    kind: 'advertisement',
    title: 'امتياز تجاري لمطعم شاورما مشهور',
    reason: 'spam',
    note: 'نفس الإعلان منشور عدة مرات بأسعار مختلفة.',
    hoursAgo: 48,
  },
] as const;

/** The staff accounts; an existing address is left as it is. */
export async function seedDemoStaff(passwordHash: string): Promise<void> {
  const db = await getDb();
  await db
    .insert(schema.users)
    .values(DEMO_STAFF.map((account) => ({ ...account, passwordHash })))
    .onConflictDoNothing();
}

/**
 * The open demo reports, inserted directly (no notifications: nobody acted). Idempotent: one
 * report per reporter and target (the table's unique index), and a listing or reporter that is
 * missing is skipped.
 */
export async function seedDemoReports(now: Date = new Date()): Promise<void> {
  const db = await getDb();
  const { users, advertisements, opportunities, reports } = schema;
  const reporters = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [...new Set(DEMO_REPORTS.map((r) => r.reporter))]));
  const rows: Array<typeof reports.$inferInsert> = [];
  for (const report of DEMO_REPORTS) {
    const reporter = reporters.find((r) => r.email === report.reporter);
    const table = report.kind === 'opportunity' ? opportunities : advertisements;
    const [listing] = await db
      .select({ id: table.id, ownerId: table.ownerId })
      .from(table)
      .where(and(eq(table.title, report.title), eq(table.status, 'published')))
      .limit(1);
    if (!reporter || !listing) continue;
    rows.push({
      reporterId: reporter.id,
      targetKind: report.kind,
      targetId: listing.id,
      subjectUserId: listing.ownerId,
      reason: report.reason,
      note: report.note,
      createdAt: new Date(now.getTime() - report.hoursAgo * HOUR),
    });
  }
  if (rows.length > 0) await db.insert(reports).values(rows).onConflictDoNothing();
}
