import 'server-only';
import { and, count, desc, eq, inArray, max, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LISTING_KINDS } from '@/features/listings/kinds';
import { listingTable } from '@/features/listings/server/listing-tables';
import type { ModerationReason } from '@/features/moderation/reasons';
import type { ReportTargetKind } from '@/features/moderation/schemas/report';
import type { ReportQueueQuery } from '@/features/moderation/schemas/report-queue';
import { assertStaff, type StaffActor } from '@/features/staff/server/staff-access';
import { getDb } from '@/lib/db';
import { chatMessages, reports, users } from '@/lib/db/schema';
import { pageWindow, paginated, type Paginated } from '@/lib/pagination';

/** What the queue shows of a reported target; null when it no longer exists. */
export type ReportQueueTarget = {
  /** A listing's title, or the first words of the reported message. */
  title: string;
  /** The listing's status; null for a message. */
  status: string | null;
  /** The listing's owner or the message's sender: who the reports are about. */
  subject: { id: string; name: string };
};

export type ReportQueueItem = {
  targetKind: ReportTargetKind;
  targetId: string;
  /** Reports of the target in the chosen state. */
  reportCount: number;
  reasons: ModerationReason[];
  latestAt: Date;
  target: ReportQueueTarget | null;
};

const EXCERPT = 140;
const senders = alias(users, 'sender');

/** Titles, states and subjects of the page's targets: one query per kind present. */
async function loadTargets(keys: Array<{ targetKind: string; targetId: string }>) {
  const db = await getDb();
  const found = new Map<string, ReportQueueTarget>();
  const idsOf = (kind: string) => keys.filter((k) => k.targetKind === kind).map((k) => k.targetId);
  await Promise.all([
    ...LISTING_KINDS.map(async (kind) => {
      const ids = idsOf(kind);
      if (ids.length === 0) return;
      const t = listingTable(kind);
      const rows = await db
        .select({ id: t.id, title: t.title, status: t.status, ownerId: users.id, name: users.name })
        .from(t)
        .innerJoin(users, eq(users.id, t.ownerId))
        .where(inArray(t.id, ids));
      for (const row of rows) {
        found.set(`${kind}:${row.id}`, {
          title: row.title,
          status: row.status,
          subject: { id: row.ownerId, name: row.name },
        });
      }
    }),
    (async () => {
      const ids = idsOf('message');
      if (ids.length === 0) return;
      const rows = await db
        .select({
          id: chatMessages.id,
          body: sql<string>`left(${chatMessages.body}, ${EXCERPT})`,
          senderId: senders.id,
          name: senders.name,
        })
        .from(chatMessages)
        .innerJoin(senders, eq(senders.id, chatMessages.senderId))
        .where(inArray(chatMessages.id, ids));
      for (const row of rows) {
        found.set(`message:${row.id}`, {
          title: row.body,
          status: null,
          subject: { id: row.senderId, name: row.name },
        });
      }
    })(),
  ]);
  return found;
}

/**
 * Staff: reported targets, one row per target with its number of reports (in the chosen state),
 * their reasons and the newest report's time. `reason` keeps the targets with at least one report
 * of that reason. Newest report first, or the most reported first (then newest).
 */
export async function listReportQueue(
  actor: StaffActor,
  query: Partial<ReportQueueQuery> = {},
): Promise<Paginated<ReportQueueItem>> {
  assertStaff(actor);
  const state = query.state ?? 'open';
  const db = await getDb();
  const where = and(
    state === 'all' ? undefined : eq(reports.state, state),
    query.targetKind ? eq(reports.targetKind, query.targetKind) : undefined,
  );
  const having = query.reason ? sql`bool_or(${reports.reason} = ${query.reason})` : undefined;
  const groups = () =>
    db
      .select({
        targetKind: reports.targetKind,
        targetId: reports.targetId,
        reportCount: count().as('report_count'),
        reasons: sql<string[]>`array_agg(distinct ${reports.reason})`.as('reasons'),
        latestAt: max(reports.createdAt).as('latest_at'),
      })
      .from(reports)
      .where(where)
      .groupBy(reports.targetKind, reports.targetId)
      .having(having);

  const [total] = await db.select({ n: count() }).from(groups().as('g'));
  const window = pageWindow(query.page, { pageSize: 20, total: total?.n ?? 0 });
  const order =
    query.sort === 'most_reported'
      ? [desc(sql`count(*)`), desc(max(reports.createdAt)), desc(reports.targetId)]
      : [desc(max(reports.createdAt)), desc(reports.targetId)];
  const rows = await groups()
    .orderBy(...order)
    .limit(window.pageSize)
    .offset(window.offset);
  const targets = await loadTargets(rows);
  const items = rows.map((row) => ({
    targetKind: row.targetKind as ReportTargetKind,
    targetId: row.targetId,
    reportCount: Number(row.reportCount),
    reasons: row.reasons as ModerationReason[],
    latestAt: new Date(row.latestAt ?? 0),
    target: targets.get(`${row.targetKind}:${row.targetId}`) ?? null,
  }));
  return paginated(items, total?.n ?? 0, window);
}
