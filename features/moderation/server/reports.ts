import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@/features/billing/server/wallet';
import { insertNotification } from '@/features/notifications/server/create';
import { deliverNotifications } from '@/features/notifications/server/deliver';
import type { ModerationReason } from '@/features/moderation/reasons';
import type { ReportTargetKind } from '@/features/moderation/schemas/report';
import { recordAudit } from '@/features/staff/server/audit';
import { assertStaff, type StaffActor } from '@/features/staff/server/staff-access';
import { isMember } from '@/lib/auth/roles';
import { getDb } from '@/lib/db';
import { chatMessages, reports, type NotificationRow } from '@/lib/db/schema';
import { DomainError } from '@/lib/errors/domain-error';
import { hitRateLimit, type RateLimitRule } from '@/lib/rate-limit';
import { findReportTarget, reportTargetTitle } from './report-targets';

/**
 * Reports: a member tells the moderators about a listing or a chat message; a moderator resolves
 * every open report of a target at once, and each reporter hears the outcome.
 */

/** Per reporter: enough for a person who meets several bad listings, a wall for a script. */
export const REPORT_RATE_LIMITS: readonly RateLimitRule[] = [
  { limit: 10, windowSeconds: 60 * 60 },
  { limit: 30, windowSeconds: 24 * 60 * 60 },
];

export type ReportTarget = { targetKind: ReportTargetKind; targetId: string };
export type ReportOutcome = 'dismissed' | 'actioned';

async function hasReported(db: Executor, reporterId: string, target: ReportTarget) {
  const [row] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(
        eq(reports.reporterId, reporterId),
        eq(reports.targetKind, target.targetKind),
        eq(reports.targetId, target.targetId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Whether `viewer` already reported the target (the "Reported" state of a report button). A
 * visitor or a member who may not report it gets false: the button is not theirs to press.
 */
export async function getReportedState(
  viewer: { id: string } | null,
  target: ReportTarget,
): Promise<boolean> {
  if (!viewer) return false;
  return hasReported(await getDb(), viewer.id, target);
}

/** The messages of one conversation that `userId` reported (their chat shows them "Reported"). */
export async function listReportedMessageIds(userId: string, requestId: string): Promise<string[]> {
  const db = await getDb();
  const inChat = db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(eq(chatMessages.requestId, requestId));
  const rows = await db
    .select({ id: reports.targetId })
    .from(reports)
    .where(
      and(
        eq(reports.reporterId, userId),
        eq(reports.targetKind, 'message'),
        inArray(reports.targetId, inChat),
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * A signed-in member reports a target they can see: a published listing that is not theirs, or a
 * message the other party sent them in one of their conversations (anything else is "not found",
 * so a report reveals nothing). Once per target (the unique index), within the rate limits; the
 * reporter is told the report arrived, in the same transaction.
 */
export async function reportTarget(
  actor: { id: string; type: string },
  input: ReportTarget & { reason: ModerationReason; note?: string },
): Promise<{ reportId: string }> {
  if (!isMember(actor)) throw new DomainError('forbidden');
  const db = await getDb();
  const target = await findReportTarget(db, actor.id, input);
  if (await hasReported(db, actor.id, input)) throw new DomainError('report.already_reported');
  for (const [i, rule] of REPORT_RATE_LIMITS.entries()) {
    const hit = await hitRateLimit(`report:${i}:${actor.id}`, rule);
    if (!hit.allowed) throw DomainError.rateLimited(hit.retryAfterSeconds);
  }

  const { reportId, notification } = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reports)
      .values({
        reporterId: actor.id,
        targetKind: input.targetKind,
        targetId: input.targetId,
        subjectUserId: target.subjectUserId,
        reason: input.reason,
        note: input.note ?? '',
      })
      // reports_once_per_target: a double click or a second tab cannot report twice.
      .onConflictDoNothing({ target: [reports.reporterId, reports.targetKind, reports.targetId] })
      .returning({ id: reports.id });
    if (!row) throw new DomainError('report.already_reported');
    const notification = await insertNotification(tx, {
      userId: actor.id,
      type: 'report_received',
      data: { reportId: row.id, targetTitle: target.title },
    });
    return { reportId: row.id, notification };
  });
  await deliverNotifications([notification]);
  return { reportId };
}

export type ResolvedReports = {
  resolved: number;
  /** Committed with the caller's transaction: hand them to deliverNotifications after it. */
  notifications: NotificationRow[];
};

/**
 * Staff: every open report of the target becomes `outcome` (dismissed, or actioned when a
 * moderator hid, removed, warned or suspended), and each reporter is notified of it. With `tx`
 * it runs inside the caller's transaction and the caller delivers the returned notifications
 * after its commit; without, it commits and delivers them itself.
 */
export async function resolveReports(
  actor: StaffActor,
  input: ReportTarget & { outcome: ReportOutcome },
  tx?: Executor,
): Promise<ResolvedReports> {
  assertStaff(actor);
  const run = async (ex: Executor): Promise<ResolvedReports> => {
    const rows = await ex
      .update(reports)
      .set({
        state: input.outcome,
        outcome: input.outcome,
        resolvedBy: actor.id,
        resolvedAt: new Date(),
      })
      .where(
        and(
          eq(reports.targetKind, input.targetKind),
          eq(reports.targetId, input.targetId),
          eq(reports.state, 'open'),
        ),
      )
      .returning({ id: reports.id, reporterId: reports.reporterId });
    if (rows.length === 0) return { resolved: 0, notifications: [] };
    const targetTitle = await reportTargetTitle(ex, input);
    const notifications: NotificationRow[] = [];
    for (const row of rows) {
      const notification = await insertNotification(ex, {
        userId: row.reporterId,
        type: 'report_resolved',
        data: { reportId: row.id, targetTitle, outcome: input.outcome },
      });
      if (notification) notifications.push(notification);
    }
    return { resolved: rows.length, notifications };
  };
  if (tx) return run(tx);
  const result = await (await getDb()).transaction(run);
  await deliverNotifications(result.notifications);
  return result;
}

/**
 * Staff: the reports of a target are unfounded. Every open one is dismissed, its reporter told so,
 * and the decision audited; nothing open to dismiss is `report.nothing_open`.
 */
export async function dismissReports(
  actor: StaffActor,
  target: ReportTarget,
): Promise<{ resolved: number }> {
  assertStaff(actor);
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const resolved = await resolveReports(actor, { ...target, outcome: 'dismissed' }, tx);
    if (resolved.resolved === 0) throw new DomainError('report.nothing_open');
    await recordAudit(tx, actor, {
      action: 'report.dismiss',
      targetKind: target.targetKind,
      targetId: target.targetId,
      after: { dismissed: resolved.resolved },
    });
    return resolved;
  });
  await deliverNotifications(result.notifications);
  return { resolved: result.resolved };
}
