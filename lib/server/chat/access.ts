import 'server-only';
import { and, eq, or } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { advertisements, contactRequests, opportunities } from '@/lib/db/schema';
import type { Executor } from '@/lib/server/billing/wallet';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Which side of a conversation a page shows: the owner's (received) or the investor's (sent). */
export type ChatSide = 'owner' | 'investor';

export type ChatAccess = {
  requestId: string;
  requesterId: string;
  ownerId: string;
  /** The other party, seen from the user who asked. */
  otherId: string;
  /** The listing is archived (or gone): the history stays, nobody writes any more. */
  readOnly: boolean;
};

/**
 * The one authorization check of the chat: the user is a party of an accepted request (and, with
 * `side`, the party of that side). Anything else (unknown id, a stranger, a pending, declined or
 * cancelled request) answers null, which every caller turns into "not found".
 */
export async function getChatAccess(
  userId: string,
  requestId: string,
  side?: ChatSide,
  db?: Executor,
): Promise<ChatAccess | null> {
  if (!UUID.test(requestId)) return null;
  const executor = db ?? (await getDb());
  const [row] = await executor
    .select({
      requesterId: contactRequests.requesterId,
      ownerId: contactRequests.ownerId,
      status: contactRequests.status,
      adStatus: advertisements.status,
      opportunityStatus: opportunities.status,
    })
    .from(contactRequests)
    .leftJoin(
      advertisements,
      and(
        eq(contactRequests.listingKind, 'advertisement'),
        eq(advertisements.id, contactRequests.listingId),
      ),
    )
    .leftJoin(
      opportunities,
      and(
        eq(contactRequests.listingKind, 'opportunity'),
        eq(opportunities.id, contactRequests.listingId),
      ),
    )
    .where(
      and(
        eq(contactRequests.id, requestId),
        or(eq(contactRequests.requesterId, userId), eq(contactRequests.ownerId, userId)),
      ),
    );
  if (!row || row.status !== 'accepted') return null;
  if (side === 'owner' && row.ownerId !== userId) return null;
  if (side === 'investor' && row.requesterId !== userId) return null;
  const listingStatus = row.adStatus ?? row.opportunityStatus;
  return {
    requestId,
    requesterId: row.requesterId,
    ownerId: row.ownerId,
    otherId: row.ownerId === userId ? row.requesterId : row.ownerId,
    readOnly: listingStatus == null || listingStatus === 'archived',
  };
}
