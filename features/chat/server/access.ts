import 'server-only';
import type { Executor } from '@/features/billing/server/wallet';
import { getRequestView } from '@/features/contact-requests/server/view';
import { UUID } from '@/lib/ids';

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

/** A conversation about a listing that is archived or gone keeps its history, read-only. */
export function isReadOnlyListing(status: string | null): boolean {
  return status == null || status === 'archived';
}

/**
 * The one authorization check of the chat: the user is a party of an accepted request (and, with
 * `side`, the party of that side). Anything else (unknown id, a stranger, a pending, declined or
 * cancelled request) answers null, which every caller turns into "not found". The request is
 * read as its views are (features/contact-requests/server/view.ts), with its listing's status.
 */
export async function getChatAccess(
  userId: string,
  requestId: string,
  side?: ChatSide,
  db?: Executor,
): Promise<ChatAccess | null> {
  if (!UUID.test(requestId)) return null;
  const view = await getRequestView(requestId, db);
  if (!view || view.status !== 'accepted') return null;
  const ownerId = view.owner.id;
  const requesterId = view.requester.id;
  const party: ChatSide | null =
    ownerId === userId ? 'owner' : requesterId === userId ? 'investor' : null;
  if (!party || (side && side !== party)) return null;
  return {
    requestId,
    requesterId,
    ownerId,
    otherId: ownerId === userId ? requesterId : ownerId,
    readOnly: isReadOnlyListing(view.listingStatus),
  };
}
