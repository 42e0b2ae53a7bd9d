/**
 * Contact requests as pages, actions and realtime payloads see them. No 'server-only': both the
 * server and client islands import it.
 */

export const REQUEST_STATUSES = ['pending', 'accepted', 'declined', 'cancelled'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export type RequestListingKind = 'advertisement' | 'opportunity';

/** What a user may do to a request, and who may: the state machine's edges (state.ts). */
export type RequestTransition = 'accept' | 'decline' | 'cancel';

/**
 * Refusals of the contact-request services, translated by the UI (contactRequests.errors.*).
 * `not_pending` is every illegal transition: the request is no longer waiting for a decision.
 */
export const REQUEST_ERRORS = [
  'not_found',
  'forbidden',
  'not_investor',
  'not_subscribed',
  'own_listing',
  'listing_unavailable',
  'already_open',
  'limit_reached',
  'not_pending',
  'rate_limited',
] as const;
export type RequestErrorCode = (typeof REQUEST_ERRORS)[number];

export type RequestParty = { id: string; name: string; image: string | null };

/** One request with its listing and both parties; dates as ISO strings (it crosses the wire). */
export type ContactRequestView = {
  id: string;
  status: RequestStatus;
  listingKind: RequestListingKind;
  listingId: string;
  listingTitle: string;
  /** draft | published | archived; null when the listing was deleted. */
  listingStatus: string | null;
  message: string;
  decisionNote: string | null;
  requester: RequestParty;
  owner: RequestParty;
  createdAt: string;
  decidedAt: string | null;
  cancelledAt: string | null;
  updatedAt: string;
};

export function isRequestStatus(value: unknown): value is RequestStatus {
  return typeof value === 'string' && (REQUEST_STATUSES as readonly string[]).includes(value);
}

/** The monthly allowance of an investor: `limit` null means the plan sets no limit. */
export type RequestAllowance = { limit: number | null; used: number; remaining: number | null };

/** What the "contact the owner" block on a listing page shows to the current viewer. */
export type ContactViewerState =
  | { kind: 'visitor' }
  | { kind: 'owner' }
  | { kind: 'not_investor' }
  | { kind: 'unavailable' }
  | { kind: 'unsubscribed' }
  | { kind: 'open'; requestId: string; status: 'pending' | 'accepted'; createdAt: string }
  | { kind: 'can_send'; allowance: RequestAllowance };

/** The chat of an accepted request, for the party who looks (SPEC 2 routes, `?request=`). */
export function chatHref(role: 'owner' | 'requester', requestId: string): string {
  const base = role === 'owner' ? '/contact-requests/chat' : '/my-contact-requests/chat';
  return `${base}?request=${encodeURIComponent(requestId)}`;
}
