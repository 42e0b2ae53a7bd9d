import 'server-only';
import type { ModerationReason } from '@/features/moderation/reasons';
import type { ReportTargetKind } from '@/features/moderation/schemas/report';
import { deliverNotifications } from '@/features/notifications/server/deliver';
import { assertStaff, type StaffActor } from '@/features/staff/server/staff-access';
import { getDb } from '@/lib/db';
import { DomainError } from '@/lib/errors/domain-error';
import { isUuid } from '@/lib/ids';
import { hideListing, removeListing } from './listing-review';
import { findListing, findMessage } from './report-targets';
import { resolveReports } from './reports';
import { suspendUser, warnUser } from './suspension';

/**
 * What a moderator decides from a report case: act on the listing (hide, remove) or on the person
 * the reports are about (warn, suspend), and resolve the target's open reports as actioned, so
 * each reporter hears that something was done. Each move audits and notifies its own way
 * (listing-review.ts, suspension.ts).
 */

type Target = { targetKind: ReportTargetKind; targetId: string };
type Decision = Target & { reason: ModerationReason; note?: string };

/** Hides or removes a reported listing and resolves its reports, in one transaction. */
export async function actOnReportedListing(
  actor: StaffActor,
  input: Decision & { move: 'hide' | 'remove' },
): Promise<void> {
  assertStaff(actor);
  const { targetKind: kind, targetId: id } = input;
  if (kind === 'message') throw new DomainError('report.not_listing');
  const db = await getDb();
  const { moved, resolved } = await db.transaction(async (tx) => {
    const decide = input.move === 'hide' ? hideListing : removeListing;
    const moved = await decide(
      actor,
      { kind, id, reason: input.reason, note: input.note ?? '' },
      { tx },
    );
    const resolved = await resolveReports(actor, { ...input, outcome: 'actioned' }, tx);
    return { moved, resolved };
  });
  await moved.afterCommit();
  await deliverNotifications(resolved.notifications);
}

/** The person a target's reports are about: the listing's owner or the message's sender. */
async function subjectOf(target: Target): Promise<string> {
  if (!isUuid(target.targetId)) throw new DomainError('report.not_found');
  const db = await getDb();
  const subject =
    target.targetKind === 'message'
      ? (await findMessage(db, target.targetId))?.senderId
      : (await findListing(db, target.targetKind, target.targetId))?.ownerId;
  if (!subject) throw new DomainError('report.not_found');
  return subject;
}

/**
 * Warns, or suspends for `days` (null: until restored), the person a target's reports are about,
 * then resolves the reports as actioned.
 */
export async function actOnReportedUser(
  actor: StaffActor,
  input: Decision & ({ action: 'warn' } | { action: 'suspend'; days: number | null }),
): Promise<void> {
  assertStaff(actor);
  const userId = await subjectOf(input);
  const { reason, note } = input;
  if (input.action === 'warn') await warnUser(actor, { userId, reason, note });
  else await suspendUser(actor, { userId, days: input.days, reason, note });
  await resolveReports(actor, {
    targetKind: input.targetKind,
    targetId: input.targetId,
    outcome: 'actioned',
  });
}
