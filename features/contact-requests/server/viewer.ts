import 'server-only';
import { getDb } from '@/lib/db';
import type { ContactViewerState, RequestListingKind } from '@/features/contact-requests/types';
import { getSubscriptionStatus } from '@/lib/auth/subscription-status';
import { getRequestAllowance } from './allowance';
import { findListing, findOpenRequest } from './send';
import { isInvestor } from '@/lib/auth/roles';

/**
 * What the "contact the owner" block of a listing page shows to `viewer`. The page itself is the
 * same for everyone; this per-user part is asked for by the browser after it loads.
 */
export async function getContactViewerState(
  viewer: { id: string; type: string; subscribedUntil: Date | null } | null,
  kind: RequestListingKind,
  listingId: string,
  now: Date = new Date(),
): Promise<ContactViewerState> {
  const listing = await findListing(await getDb(), kind, listingId);
  if (!listing || listing.status !== 'published') return { kind: 'unavailable' };
  if (!viewer) return { kind: 'visitor' };
  if (listing.ownerId === viewer.id) return { kind: 'owner' };
  if (!isInvestor(viewer)) return { kind: 'not_investor' };
  if (!(await getSubscriptionStatus(viewer, now)).isSubscribed) return { kind: 'unsubscribed' };
  const open = await findOpenRequest(viewer.id, kind, listingId);
  if (open) {
    return {
      kind: 'open',
      requestId: open.id,
      status: open.status,
      createdAt: open.createdAt.toISOString(),
    };
  }
  return { kind: 'can_send', allowance: await getRequestAllowance(viewer.id, now) };
}
