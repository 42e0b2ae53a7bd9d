import 'server-only';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { Tx } from '@/features/billing/server/wallet';
import { announceRequestChange } from '@/features/contact-requests/server/announce';
import { selectRequestViews, toRequestView } from '@/features/contact-requests/server/view';
import type { ContactRequestView } from '@/features/contact-requests/types';
import { insertNotification } from '@/features/notifications/server/create';
import { contactRequests, type NotificationRow } from '@/lib/db/schema';
import { endSuspendedAccess } from '@/features/deal-room/server/access';

/**
 * A suspended user's open contact requests (pending or accepted, as requester or owner) end as
 * `cancelled`, and the other party of each is told why (`contact_request_closed`). The request
 * state machine (contact-requests/server/state.ts) only knows the parties' own moves from
 * `pending`, each in its own transaction; this is the one move made by staff, inside the
 * suspension's transaction, with the same conditional update on the open states.
 */
export type ClosedRequest = { view: ContactRequestView; notification: NotificationRow | null };

const OPEN = ['pending', 'accepted'];

export async function closeOpenRequests(
  tx: Tx,
  userId: string,
  now: Date,
): Promise<ClosedRequest[]> {
  const closed = await tx
    .update(contactRequests)
    .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
    .where(
      and(
        or(eq(contactRequests.requesterId, userId), eq(contactRequests.ownerId, userId)),
        inArray(contactRequests.status, OPEN),
      ),
    )
    .returning({ id: contactRequests.id });
  if (closed.length === 0) return [];
  await endSuspendedAccess(
    tx,
    closed.map((row) => row.id),
    now,
  );
  const rows = await selectRequestViews(tx).where(
    inArray(
      contactRequests.id,
      closed.map((row) => row.id),
    ),
  );
  const result: ClosedRequest[] = [];
  for (const row of rows) {
    const view = toRequestView(row);
    const other = view.requester.id === userId ? view.owner.id : view.requester.id;
    const notification = await insertNotification(tx, {
      userId: other,
      type: 'contact_request_closed',
      data: { requestId: view.id, listingTitle: view.listingTitle },
    });
    result.push({ view, notification });
  }
  return result;
}

/** After the commit: the other parties are notified, and both sides' open tabs see the change. */
export async function announceClosedRequests(closed: ClosedRequest[]): Promise<void> {
  for (const { view, notification } of closed) {
    await announceRequestChange(view, [notification]);
  }
}
