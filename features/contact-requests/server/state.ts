import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { contactRequests, type ChatMessageRow } from '@/lib/db/schema';
import type {
  ContactRequestView,
  RequestStatus,
  RequestTransition,
} from '@/features/contact-requests/types';
import { isUuid } from '@/lib/ids';
import { insertChatMessage } from '@/features/chat/server/insert-message';
import { insertNotification, type NotificationType } from '@/features/notifications/server/create';
import { announceRequestChange } from './announce';
import { ContactRequestError, type RequestActor } from './errors';
import { getRequestView } from './view';
import { onContactRequestDecided } from '@/features/deal-room/server/access';
import { announceAccess } from '@/features/deal-room/server/notify';

/**
 * THE state machine of a contact request (the only code that changes its status):
 *
 *   pending ──accept (owner)────▶ accepted
 *   pending ──decline (owner)───▶ declined
 *   pending ──cancel (requester)▶ cancelled
 *
 * Everything else is refused: a wrong party with `forbidden` (a stranger with `not_found`, so a
 * guessed id tells nothing), a request no longer pending with `not_pending`. The status changes
 * with one conditional UPDATE ... WHERE status = 'pending' RETURNING: of two simultaneous
 * decisions exactly one finds the row still pending, the other gets `not_pending`.
 */
export const TRANSITIONS: Record<
  RequestTransition,
  { from: RequestStatus; to: RequestStatus; by: 'owner' | 'requester'; notify: NotificationType }
> = {
  accept: { from: 'pending', to: 'accepted', by: 'owner', notify: 'contact_request_accepted' },
  decline: { from: 'pending', to: 'declined', by: 'owner', notify: 'contact_request_declined' },
  cancel: {
    from: 'pending',
    to: 'cancelled',
    by: 'requester',
    notify: 'contact_request_cancelled',
  },
};

/** Whether `role` may apply `transition` to a request in `status` (the UI shows buttons by it). */
export function canTransition(
  status: RequestStatus,
  transition: RequestTransition,
  role: 'owner' | 'requester',
): boolean {
  const edge = TRANSITIONS[transition];
  return edge.from === status && edge.by === role;
}

type Extra = { reply?: string; clientId?: string; note?: string };

async function applyTransition(
  actor: RequestActor,
  requestId: string,
  transition: RequestTransition,
  extra: Extra,
  now: Date,
): Promise<ContactRequestView> {
  const edge = TRANSITIONS[transition];
  if (!isUuid(requestId)) throw new ContactRequestError('not_found');
  const db = await getDb();
  const before = await getRequestView(requestId, db);
  const role =
    before?.owner.id === actor.id
      ? 'owner'
      : before?.requester.id === actor.id
        ? 'requester'
        : null;
  if (!before || !role) throw new ContactRequestError('not_found');
  if (role !== edge.by) throw new ContactRequestError('forbidden');

  const note = edge.to === 'declined' ? extra.note?.trim() || null : null;
  const reply = edge.to === 'accepted' ? extra.reply?.trim() || null : null;
  const { notification, message, rooms } = await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(contactRequests)
      .set({
        status: edge.to,
        updatedAt: now,
        ...(edge.to === 'cancelled' ? { cancelledAt: now } : { decidedAt: now }),
        // A conversation just opened comes first in the chat list.
        ...(edge.to === 'accepted' ? { lastActivityAt: now } : {}),
        ...(note ? { decisionNote: note } : {}),
      })
      .where(and(eq(contactRequests.id, requestId), eq(contactRequests.status, edge.from)))
      .returning({ id: contactRequests.id });
    if (!changed) throw new ContactRequestError('not_pending');
    const rooms = await onContactRequestDecided(tx, { id: requestId, to: edge.to }, now);

    let message: ChatMessageRow | null = null;
    if (reply) {
      const inserted = await insertChatMessage(tx, {
        requestId,
        senderId: actor.id,
        body: reply,
        clientId: extra.clientId || `accept:${requestId}`,
        now,
      });
      message = inserted.message;
    }
    const notification = await insertNotification(tx, {
      userId: role === 'owner' ? before.requester.id : before.owner.id,
      type: edge.notify,
      data: {
        requestId,
        listingKind: before.listingKind,
        listingId: before.listingId,
        listingTitle: before.listingTitle,
        actorName: role === 'owner' ? before.owner.name : before.requester.name,
        ...(note ? { note } : {}),
      },
    });
    return { notification, message, rooms };
  });

  const view = await getRequestView(requestId);
  if (!view) throw new ContactRequestError('not_found');
  await announceRequestChange(view, [notification], message);
  for (const room of rooms) await announceAccess(room.investorId, room.opportunityId, []);
  return view;
}

/** The owner accepts; an optional first reply opens the chat in the same transaction. */
export function acceptContactRequest(
  actor: RequestActor,
  requestId: string,
  input: { reply?: string; clientId?: string } = {},
  now: Date = new Date(),
): Promise<ContactRequestView> {
  return applyTransition(actor, requestId, 'accept', input, now);
}

/** The owner declines, optionally saying why (the investor sees the note). */
export function declineContactRequest(
  actor: RequestActor,
  requestId: string,
  input: { note?: string } = {},
  now: Date = new Date(),
): Promise<ContactRequestView> {
  return applyTransition(actor, requestId, 'decline', input, now);
}

/** The investor withdraws a request that is still pending. */
export function cancelContactRequest(
  actor: RequestActor,
  requestId: string,
  now: Date = new Date(),
): Promise<ContactRequestView> {
  return applyTransition(actor, requestId, 'cancel', {}, now);
}
