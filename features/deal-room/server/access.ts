import 'server-only';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Tx } from '@/lib/db';
import { getDb } from '@/lib/db';
import {
  contactRequests,
  dealRoomAccess,
  opportunities,
  type DealRoomAccessRow,
} from '@/lib/db/schema';
import { isInvestor } from '@/lib/auth/roles';
import { DomainError } from '@/lib/errors/domain-error';
import { isUuid } from '@/lib/ids';
import { insertNotification } from '@/features/notifications/server/create';
import type { AccessDecision, AccessEndReason, AccessState } from '@/features/deal-room/constants';
import { lockOwnOpportunity, roomNotFound, type RoomActor } from './owner-room';
import { announceAccess } from './notify';

/**
 * THE state machine of an investor's access to a deal room (the only code that changes it):
 *
 *   (none) ──ask (investor, with or after a contact request)──▶ requested
 *   requested ──grant (owner, or accepting the contact request)─▶ granted
 *   granted ──revoke (owner)──▶ revoked ──restore (owner)──▶ granted
 *   requested | granted ──end (request declined or cancelled, opportunity closed, suspension)──▶ ended
 *
 * Each move is one conditional UPDATE ... WHERE state IN (from): of two simultaneous moves exactly
 * one applies. Files open only while `granted` with the NDA accepted (downloads.ts checks per
 * request), so a revocation holds from the next request on.
 */
export const DECISIONS: Record<AccessDecision, { from: AccessState[]; to: AccessState }> = {
  grant: { from: ['requested'], to: 'granted' },
  revoke: { from: ['granted'], to: 'revoked' },
  restore: { from: ['revoked'], to: 'granted' },
};

export async function getAccess(
  opportunityId: string,
  investorId: string,
): Promise<DealRoomAccessRow | null> {
  if (!isUuid(opportunityId)) return null;
  const db = await getDb();
  const [row] = await db
    .select()
    .from(dealRoomAccess)
    .where(
      and(
        eq(dealRoomAccess.opportunityId, opportunityId),
        eq(dealRoomAccess.investorId, investorId),
      ),
    );
  return row ?? null;
}

/**
 * The investor asks, inside the transaction that sends their contact request (send.ts) or later
 * from the deal room page. The owner decides either way: by accepting the request, or with
 * `grant` when the request was accepted before. Asking again after an end starts over; asking
 * while requested, granted or revoked changes nothing (a revocation is the owner's to undo).
 */
export async function askForAccess(
  tx: Tx,
  input: { opportunityId: string; investorId: string; contactRequestId: string },
  now: Date = new Date(),
): Promise<void> {
  await tx
    .insert(dealRoomAccess)
    .values({ ...input, state: 'requested', requestedAt: now })
    .onConflictDoUpdate({
      target: [dealRoomAccess.opportunityId, dealRoomAccess.investorId],
      set: {
        state: 'requested',
        contactRequestId: input.contactRequestId,
        requestedAt: now,
        endedAt: null,
        endReason: null,
      },
      setWhere: eq(dealRoomAccess.state, 'ended'),
    });
}

/** The investor asks from the deal room page, with an accepted contact request for it. */
export async function requestAccess(actor: RoomActor, opportunityId: string): Promise<void> {
  if (!isInvestor(actor)) throw new DomainError('forbidden');
  if (!isUuid(opportunityId)) throw roomNotFound();
  const db = await getDb();
  const notification = await db.transaction(async (tx) => {
    const [request] = await tx
      .select({
        id: contactRequests.id,
        ownerId: contactRequests.ownerId,
        title: opportunities.title,
      })
      .from(contactRequests)
      .innerJoin(opportunities, eq(opportunities.id, contactRequests.listingId))
      .where(
        and(
          eq(opportunities.status, 'published'),
          eq(contactRequests.listingKind, 'opportunity'),
          eq(contactRequests.listingId, opportunityId),
          eq(contactRequests.requesterId, actor.id),
          inArray(contactRequests.status, ['pending', 'accepted']),
        ),
      );
    if (!request) throw new DomainError('dealRoom.request_first');
    await askForAccess(tx, { opportunityId, investorId: actor.id, contactRequestId: request.id });
    return insertNotification(tx, {
      userId: request.ownerId,
      type: 'deal_room_access_requested',
      data: { opportunityId, actorName: actor.name, listingTitle: request.title },
    });
  });
  await announceAccess(actor.id, opportunityId, [notification]);
}

/** The owner grants, revokes or restores one investor's access. */
export async function decideAccess(
  actor: RoomActor,
  accessId: string,
  decision: AccessDecision,
  now: Date = new Date(),
): Promise<void> {
  if (!isUuid(accessId)) throw roomNotFound();
  const edge = DECISIONS[decision];
  const db = await getDb();
  const { row, notification } = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ opportunityId: dealRoomAccess.opportunityId })
      .from(dealRoomAccess)
      .where(eq(dealRoomAccess.id, accessId));
    if (!current) throw roomNotFound();
    const opportunity = await lockOwnOpportunity(tx, actor, current.opportunityId);
    const [changed] = await tx
      .update(dealRoomAccess)
      .set({
        state: edge.to,
        ...(edge.to === 'granted' ? { grantedAt: now } : {}),
        ...(edge.to === 'revoked' ? { endedAt: now } : { endedAt: null }),
      })
      .where(and(eq(dealRoomAccess.id, accessId), inArray(dealRoomAccess.state, edge.from)))
      .returning();
    if (!changed) throw new DomainError('dealRoom.access_changed');
    const notification = await insertNotification(tx, {
      userId: changed.investorId,
      type: edge.to === 'granted' ? 'deal_room_access_granted' : 'deal_room_access_revoked',
      data: { opportunityId: opportunity.id, listingTitle: opportunity.title },
    });
    return { row: changed, notification };
  });
  await announceAccess(row.investorId, row.opportunityId, [notification]);
}

/**
 * Inside the contact request's own transition (contact-requests/server/state.ts): accepting it
 * grants the access asked for with it; declining or cancelling it ends that access.
 */
export async function onContactRequestDecided(
  tx: Tx,
  request: { id: string; to: string },
  now: Date,
): Promise<DealRoomAccessRow[]> {
  if (request.to === 'accepted') {
    return tx
      .update(dealRoomAccess)
      .set({ state: 'granted', grantedAt: now })
      .where(
        and(eq(dealRoomAccess.contactRequestId, request.id), eq(dealRoomAccess.state, 'requested')),
      )
      .returning();
  }
  const reason: AccessEndReason =
    request.to === 'declined' ? 'request_declined' : 'request_cancelled';
  return endAccess(tx, eq(dealRoomAccess.contactRequestId, request.id), reason, now);
}

/** Ends every open access of an opportunity (archived, hidden or removed). */
export function endRoomAccess(tx: Tx, opportunityId: string, now: Date = new Date()) {
  return endAccess(tx, eq(dealRoomAccess.opportunityId, opportunityId), 'opportunity_closed', now);
}

/** Ends the access that came with contact requests closed by a suspension (either party). */
export function endSuspendedAccess(tx: Tx, requestIds: string[], now: Date = new Date()) {
  if (requestIds.length === 0) return Promise.resolve([]);
  return endAccess(
    tx,
    inArray(dealRoomAccess.contactRequestId, requestIds),
    'account_suspended',
    now,
  );
}

function endAccess(
  tx: Tx,
  where: SQL,
  reason: AccessEndReason,
  now: Date,
): Promise<DealRoomAccessRow[]> {
  return tx
    .update(dealRoomAccess)
    .set({ state: 'ended', endReason: reason, endedAt: now })
    .where(and(where, inArray(dealRoomAccess.state, ['requested', 'granted', 'revoked'])))
    .returning();
}
