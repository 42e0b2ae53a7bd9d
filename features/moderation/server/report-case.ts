import 'server-only';
import { and, asc, desc, eq, gt, lte, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '@/features/billing/server/wallet';
import { listingTable } from '@/features/listings/server/listing-tables';
import { loadPhotos, type ListingPhoto } from '@/features/listings/server/photo-rows';
import type { ListingKind } from '@/features/listings/taxonomy';
import type { ModerationReason } from '@/features/moderation/reasons';
import type { ReportTargetKind } from '@/features/moderation/schemas/report';
import { assertStaff, type StaffActor } from '@/features/staff/server/staff-access';
import { getDb } from '@/lib/db';
import { chatMessages, reports, users } from '@/lib/db/schema';
import { isUuid } from '@/lib/ids';
import { findMessage } from './report-targets';

/**
 * One reported target beside its reports, for a moderator's decision. A listing shows what its
 * page shows plus its state; a message shows only itself and its nearest neighbours in the
 * conversation: moderators judge the reported words in context, they do not browse private chats.
 */

/** Messages shown before and after the reported one. */
export const CASE_NEIGHBOURS = 3;

const reporters = alias(users, 'reporter');
const senders = alias(users, 'sender');

export type CaseReport = {
  id: string;
  reporter: { id: string; name: string };
  reason: ModerationReason;
  note: string;
  state: string;
  createdAt: Date;
};

export type CaseListing = {
  kind: ListingKind;
  id: string;
  title: string;
  /** The opportunity's summary; null for an advertisement. */
  summary: string | null;
  description: string;
  city: string;
  status: string;
  moderationReason: string | null;
  publishedAt: Date | null;
  photos: ListingPhoto[];
};

export type CaseMessage = {
  id: string;
  body: string;
  createdAt: Date;
  sender: { id: string; name: string };
  /** The message the reports are about. */
  reported: boolean;
};

export type ReportCase = {
  targetKind: ReportTargetKind;
  targetId: string;
  reports: CaseReport[];
  /**
   * Who the reports are about: the listing's owner or the message's sender. Null, like the target,
   * once the target is gone (its reports can still be dismissed).
   */
  subject: {
    id: string;
    name: string;
    email: string;
    type: string;
    suspendedAt: Date | null;
  } | null;
  listing: CaseListing | null;
  /** The reported message between its neighbours, oldest first. */
  excerpt: CaseMessage[] | null;
};

async function listCaseReports(db: Executor, kind: ReportTargetKind, id: string) {
  const rows = await db
    .select({
      id: reports.id,
      reporterId: reporters.id,
      reporterName: reporters.name,
      reason: reports.reason,
      note: reports.note,
      state: reports.state,
      createdAt: reports.createdAt,
    })
    .from(reports)
    .innerJoin(reporters, eq(reporters.id, reports.reporterId))
    .where(and(eq(reports.targetKind, kind), eq(reports.targetId, id)))
    .orderBy(desc(reports.createdAt), desc(reports.id));
  return rows.map(({ reporterId, reporterName, reason, ...row }) => ({
    ...row,
    reason: reason as ModerationReason,
    reporter: { id: reporterId, name: reporterName },
  }));
}

async function loadListing(db: Executor, kind: ListingKind, id: string) {
  const t = listingTable(kind);
  const [row] = await db.select().from(t).where(eq(t.id, id)).limit(1);
  if (!row) return null;
  const listing: CaseListing = {
    kind,
    id: row.id,
    title: row.title,
    summary: 'summary' in row ? row.summary : null,
    description: row.description,
    city: row.city,
    status: row.status,
    moderationReason: row.moderationReason,
    publishedAt: row.publishedAt,
    photos: await loadPhotos(kind, id),
  };
  return { listing, subjectId: row.ownerId };
}

/** The reported message and CASE_NEIGHBOURS on each side of it, in its conversation only. */
async function loadExcerpt(db: Executor, id: string) {
  const message = await findMessage(db, id);
  if (!message) return null;
  const columns = {
    id: chatMessages.id,
    body: chatMessages.body,
    createdAt: chatMessages.createdAt,
    senderId: senders.id,
    senderName: senders.name,
  };
  const around = (where: SQL | undefined, order: SQL) =>
    db
      .select(columns)
      .from(chatMessages)
      .innerJoin(senders, eq(senders.id, chatMessages.senderId))
      .where(where)
      .orderBy(order)
      .limit(CASE_NEIGHBOURS + 1);
  const inChat = eq(chatMessages.requestId, message.requestId);
  const [before, after] = await Promise.all([
    around(and(inChat, lte(chatMessages.seq, message.seq)), desc(chatMessages.seq)),
    around(and(inChat, gt(chatMessages.seq, message.seq)), asc(chatMessages.seq)),
  ]);
  const rows = [...before.reverse(), ...after.slice(0, CASE_NEIGHBOURS)];
  const excerpt: CaseMessage[] = rows.map((row) => ({
    id: row.id,
    body: row.body,
    createdAt: row.createdAt,
    sender: { id: row.senderId, name: row.senderName },
    reported: row.id === id,
  }));
  return { excerpt, subjectId: message.senderId };
}

/**
 * Staff: the case of one target, or null when it has no report (a moderator reaches a message only
 * through a report of it).
 */
export async function getReportCase(
  actor: StaffActor,
  target: { targetKind: ReportTargetKind; targetId: string },
): Promise<ReportCase | null> {
  assertStaff(actor);
  if (!isUuid(target.targetId)) return null;
  const db = await getDb();
  const caseReports = await listCaseReports(db, target.targetKind, target.targetId);
  if (caseReports.length === 0) return null;
  const loaded =
    target.targetKind === 'message'
      ? await loadExcerpt(db, target.targetId)
      : await loadListing(db, target.targetKind, target.targetId);
  const [subject] = loaded
    ? await db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          type: users.type,
          suspendedAt: users.suspendedAt,
        })
        .from(users)
        .where(eq(users.id, loaded.subjectId))
    : [];
  return {
    ...target,
    reports: caseReports,
    subject: subject ?? null,
    listing: loaded && 'listing' in loaded ? loaded.listing : null,
    excerpt: loaded && 'excerpt' in loaded ? loaded.excerpt : null,
  };
}
