import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { dealRoomAccess, opportunities, type NotificationRow } from '@/lib/db/schema';
import { EVENTS, userChannel } from '@/lib/realtime/channels';
import { publish } from '@/lib/realtime/publish';
import { insertNotification } from '@/features/notifications/server/create';
import { deliverNotifications } from '@/features/notifications/server/deliver';

/**
 * Tells an investor's open tabs that their access to a deal room changed (a revocation closes the
 * room on screen at once; the files were already refused from the next request on), and delivers
 * the notifications written with the change.
 */
export async function announceAccess(
  investorId: string,
  opportunityId: string,
  notifications: Array<NotificationRow | null>,
): Promise<void> {
  await deliverNotifications(notifications);
  await publish(userChannel(investorId), EVENTS.dealRoomChanged, { opportunityId });
}

/** Every investor whose access is granted hears of a new document (in-app, live and by push). */
export async function notifyDocumentAdded(
  opportunityId: string,
  document: { id: string; title: string },
): Promise<void> {
  const db = await getDb();
  const rows = await db.transaction(async (tx) => {
    const readers = await tx
      .select({ investorId: dealRoomAccess.investorId, listingTitle: opportunities.title })
      .from(dealRoomAccess)
      .innerJoin(opportunities, eq(opportunities.id, dealRoomAccess.opportunityId))
      .where(
        and(eq(dealRoomAccess.opportunityId, opportunityId), eq(dealRoomAccess.state, 'granted')),
      );
    const created: Array<NotificationRow | null> = [];
    for (const reader of readers) {
      created.push(
        await insertNotification(tx, {
          userId: reader.investorId,
          type: 'deal_room_document_added',
          data: { opportunityId, listingTitle: reader.listingTitle, documentTitle: document.title },
          dedupeKey: `deal_room_document_added:${document.id}`,
        }),
      );
    }
    return created;
  });
  await deliverNotifications(rows);
  const investors = rows.flatMap((row) => (row ? [row.userId] : []));
  await publish(investors.map(userChannel), EVENTS.dealRoomChanged, { opportunityId });
}
