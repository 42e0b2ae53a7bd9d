import 'server-only';
import { eq } from 'drizzle-orm';
import { MODERATION_REASONS, type ModerationReason } from '@/features/moderation/reasons';
import { insertNotification } from '@/features/notifications/server/create';
import { deliverNotifications } from '@/features/notifications/server/deliver';
import { recordAudit } from '@/features/staff/server/audit';
import { assertStaff, type StaffActor } from '@/features/staff/server/staff-access';
import type { Tx } from '@/features/billing/server/wallet';
import type { ListingKind } from '@/features/listings/taxonomy';
import { isAdmin, isMember } from '@/lib/auth/roles';
import { revokeAllSessions } from '@/lib/auth/sessions';
import { getDb } from '@/lib/db';
import { users, type NotificationRow, type UserRow } from '@/lib/db/schema';
import { DomainError } from '@/lib/errors/domain-error';
import { isUuid } from '@/lib/ids';
import { terminateUserConnections } from '@/lib/realtime/publish';
import { announceClosedRequests, closeOpenRequests } from './close-requests';
import { holdListings, releaseListings, revalidateKinds } from './held-listings';

/**
 * Warning, suspending and restoring an account. Who may act on whom: staff only; a moderator on
 * members only; an admin on members and moderators; nobody on an admin or on themselves. Each
 * action changes everything it concerns in one transaction with its audit entry, then notifies.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** The longest suspension with an end; beyond it a suspension is indefinite (`days: null`). */
export const MAX_SUSPENSION_DAYS = 365;
/** The moderator's words kept with a warning or a suspension (the reports' note bound). */
const NOTE_MAX = 1000;

export type SuspendInput = {
  userId: string;
  /** Whole days from now; null: until restored by staff. */
  days: number | null;
  reason: ModerationReason;
  note?: string;
};
export type WarnInput = { userId: string; reason: ModerationReason; note?: string };
type Clock = { now?: Date };

type SuspensionState = {
  suspendedAt: string | null;
  suspendedUntil: string | null;
  suspensionReason: string | null;
};

function stateOf(row: UserRow): SuspensionState {
  return {
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    suspendedUntil: row.suspendedUntil?.toISOString() ?? null,
    suspensionReason: row.suspensionReason,
  };
}

function checkReason(reason: string, note: string | undefined): string {
  if (!(MODERATION_REASONS as readonly string[]).includes(reason)) {
    throw DomainError.field('reason', 'one_of');
  }
  const clean = note?.trim() ?? '';
  if (clean.length > NOTE_MAX) throw DomainError.field('note', 'max', { length: NOTE_MAX });
  return clean;
}

/** The target's row, locked for the rest of the transaction, once the actor may act on it. */
async function lockTarget(tx: Tx, actor: StaffActor, userId: string): Promise<UserRow> {
  if (!isUuid(userId)) throw new DomainError('moderation.user_not_found');
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!row) throw new DomainError('moderation.user_not_found');
  if (row.id === actor.id) throw new DomainError('moderation.self');
  if (isAdmin(row)) throw new DomainError('moderation.admin_protected');
  if (!isMember(row) && !isAdmin(actor)) throw new DomainError('moderation.staff_protected');
  return row;
}

/** Who `actor` may warn, suspend or restore (the admin pages show the buttons by it). */
export function mayModerate(actor: StaffActor, target: { id: string; type: string }): boolean {
  if (target.id === actor.id || isAdmin(target)) return false;
  return isMember(target) || isAdmin(actor);
}

/**
 * Suspends an account for `days` (or indefinitely): sign-in refused, every session ended (and
 * with them the live connections), published listings held out of the catalogues, open contact
 * requests cancelled with a notice to the other party. Suspending a suspended account replaces
 * its end and reason.
 */
export async function suspendUser(
  actor: StaffActor,
  input: SuspendInput,
  { now = new Date() }: Clock = {},
): Promise<{ suspendedUntil: Date | null }> {
  assertStaff(actor);
  const note = checkReason(input.reason, input.note);
  const days = input.days;
  if (days !== null && (!Number.isInteger(days) || days < 1 || days > MAX_SUSPENSION_DAYS)) {
    throw DomainError.field('days', 'between', { min: 1, max: MAX_SUSPENSION_DAYS });
  }
  const suspendedUntil = days === null ? null : new Date(now.getTime() + days * DAY_MS);

  const db = await getDb();
  const { kinds, closed } = await db.transaction(async (tx) => {
    const target = await lockTarget(tx, actor, input.userId);
    const [updated] = await tx
      .update(users)
      .set({ suspendedAt: now, suspendedUntil, suspensionReason: input.reason, updatedAt: now })
      .where(eq(users.id, target.id))
      .returning();
    const kinds = await holdListings(tx, target.id, now);
    const closed = await closeOpenRequests(tx, target.id, now);
    const sessionsEnded = await revokeAllSessions(target.id, tx);
    await recordAudit(tx, actor, {
      action: 'user.suspend',
      targetKind: 'user',
      targetId: target.id,
      before: stateOf(target),
      after: {
        ...stateOf(updated!),
        note,
        heldListingKinds: kinds,
        closedRequests: closed.length,
        sessionsEnded,
      },
      reason: input.reason,
    });
    return { kinds, closed };
  });

  // revokeAllSessions closes the sockets in the background, possibly before the commit; once more
  // now, so that a socket reconnecting at once is judged against the ended sessions.
  await terminateUserConnections(input.userId);
  await announceClosedRequests(closed);
  revalidateKinds(kinds);
  return { suspendedUntil };
}

/**
 * Clears a suspension inside `tx`: the held listings are published again and the user is told.
 * Shared by staff restoring an account and by a suspension's end (suspension-expiry.ts).
 */
export async function liftSuspension(
  tx: Tx,
  userId: string,
  now: Date,
  dedupeKey?: string,
): Promise<{ kinds: ListingKind[]; notification: NotificationRow | null }> {
  await tx
    .update(users)
    .set({ suspendedAt: null, suspendedUntil: null, suspensionReason: null, updatedAt: now })
    .where(eq(users.id, userId));
  const kinds = await releaseListings(tx, userId, now);
  const notification = await insertNotification(tx, {
    userId,
    type: 'account_restored',
    data: {},
    dedupeKey,
  });
  return { kinds, notification };
}

/** Ends a suspension before its time (or an indefinite one). */
export async function restoreUser(
  actor: StaffActor,
  input: { userId: string },
  { now = new Date() }: Clock = {},
): Promise<void> {
  assertStaff(actor);
  const db = await getDb();
  const { kinds, notification } = await db.transaction(async (tx) => {
    const target = await lockTarget(tx, actor, input.userId);
    if (!target.suspendedAt) throw new DomainError('moderation.not_suspended');
    const lifted = await liftSuspension(tx, target.id, now);
    await recordAudit(tx, actor, {
      action: 'user.restore',
      targetKind: 'user',
      targetId: target.id,
      before: stateOf(target),
      after: { suspendedAt: null, suspendedUntil: null, suspensionReason: null },
    });
    return lifted;
  });
  await deliverNotifications([notification]);
  revalidateKinds(kinds);
}

/** A warning the user reads in-app, live and by push; nothing else changes. */
export async function warnUser(actor: StaffActor, input: WarnInput): Promise<void> {
  assertStaff(actor);
  const note = checkReason(input.reason, input.note);
  const db = await getDb();
  const notification = await db.transaction(async (tx) => {
    const target = await lockTarget(tx, actor, input.userId);
    const row = await insertNotification(tx, {
      userId: target.id,
      type: 'account_warning',
      data: note ? { reason: input.reason, note } : { reason: input.reason },
    });
    await recordAudit(tx, actor, {
      action: 'user.warn',
      targetKind: 'user',
      targetId: target.id,
      after: { note },
      reason: input.reason,
    });
    return row;
  });
  await deliverNotifications([notification]);
}
