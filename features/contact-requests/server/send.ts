import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { advertisements, contactRequests, opportunities, users } from '@/lib/db/schema';
import type { ContactRequestView, RequestListingKind } from '@/features/contact-requests/types';
import { getSubscriptionStatus } from '@/lib/auth/subscription-status';
import type { Executor } from '@/features/billing/server/wallet';
import { insertNotification } from '@/features/notifications/server/create';
import { hitRateLimit, type RateLimitRule } from '@/lib/rate-limit';
import { countRequestsThisMonth, monthlyLimitOf } from './allowance';
import { announceRequestChange } from './announce';
import { ContactRequestError, type RequestActor } from './errors';
import { getRequestView } from './view';
import { askForAccess } from '@/features/deal-room/server/access';
import { isInvestor } from '@/lib/auth/roles';

/** Beyond the monthly plan limit: a wall against scripts and double clicks, per account. */
export const SEND_RATE_LIMIT: RateLimitRule = { limit: 10, windowSeconds: 60 * 60 };

/** A listing's owner, title and status, or null when there is no such listing. */
export async function findListing(
  db: Executor,
  kind: RequestListingKind,
  id: string,
): Promise<{ ownerId: string; title: string; status: string } | null> {
  const table = kind === 'advertisement' ? advertisements : opportunities;
  const [row] = await db
    .select({ ownerId: table.ownerId, title: table.title, status: table.status })
    .from(table)
    .where(eq(table.id, id))
    .limit(1);
  return row ?? null;
}

/**
 * An investor asks the owner of a published listing to get in touch. Refused (ContactRequestError)
 * for anyone but a subscribed investor, for one's own listing, for a listing that is not
 * published, while an open (pending or accepted) request for the listing exists, past the plan's
 * monthly limit and past the per-account rate limit. The request and the owner's notification are
 * written together; the monthly count is taken under a lock of the investor's row, so concurrent
 * sends cannot pass the limit together.
 */
export async function sendContactRequest(
  actor: RequestActor,
  input: {
    listingKind: RequestListingKind;
    listingId: string;
    message: string;
    /** Ask to open the opportunity's deal room too (the owner decides by accepting). */
    askDealRoom?: boolean;
  },
  now: Date = new Date(),
): Promise<ContactRequestView> {
  const db = await getDb();
  const listing = await findListing(db, input.listingKind, input.listingId);
  if (!listing || listing.status !== 'published')
    throw new ContactRequestError('listing_unavailable');
  if (listing.ownerId === actor.id) throw new ContactRequestError('own_listing');
  if (!isInvestor(actor)) throw new ContactRequestError('not_investor');

  const limited = await hitRateLimit(`contact-request:acct:${actor.id}`, SEND_RATE_LIMIT);
  if (!limited.allowed) throw new ContactRequestError('rate_limited', limited.retryAfterSeconds);
  const limit = await monthlyLimitOf(actor.id, now);

  const { id, notification } = await db.transaction(async (tx) => {
    const [me] = await tx
      .select({
        id: users.id,
        name: users.name,
        type: users.type,
        subscribedUntil: users.subscribedUntil,
      })
      .from(users)
      .where(eq(users.id, actor.id))
      .for('update');
    if (!me) throw new ContactRequestError('forbidden');
    if (!(await getSubscriptionStatus(me, now)).isSubscribed) {
      throw new ContactRequestError('not_subscribed');
    }
    // Read again inside the transaction: the listing may have been archived meanwhile.
    const current = await findListing(tx, input.listingKind, input.listingId);
    if (!current || current.status !== 'published') {
      throw new ContactRequestError('listing_unavailable');
    }
    if (limit !== null && (await countRequestsThisMonth(actor.id, now, tx)) >= limit) {
      throw new ContactRequestError('limit_reached');
    }
    const [row] = await tx
      .insert(contactRequests)
      .values({
        requesterId: actor.id,
        ownerId: current.ownerId,
        listingKind: input.listingKind,
        listingId: input.listingId,
        message: input.message,
        status: 'pending',
        lastActivityAt: now,
        createdAt: now,
        updatedAt: now,
      })
      // The partial unique index contact_requests_open_unique: one open request per listing.
      .onConflictDoNothing({
        target: [
          contactRequests.requesterId,
          contactRequests.listingKind,
          contactRequests.listingId,
        ],
        where: sql`${contactRequests.status} in ('pending','accepted')`,
      })
      .returning({ id: contactRequests.id });
    if (!row) throw new ContactRequestError('already_open');
    if (input.askDealRoom && input.listingKind === 'opportunity') {
      await askForAccess(
        tx,
        { opportunityId: input.listingId, investorId: actor.id, contactRequestId: row.id },
        now,
      );
    }
    const notification = await insertNotification(tx, {
      userId: current.ownerId,
      type: 'contact_request_received',
      data: {
        requestId: row.id,
        listingKind: input.listingKind,
        listingId: input.listingId,
        listingTitle: current.title,
        actorName: me.name,
      },
    });
    return { id: row.id, notification };
  });

  const view = await getRequestView(id);
  if (!view) throw new Error(`contact request ${id} vanished after insert`);
  await announceRequestChange(view, [notification]);
  return view;
}

/** The open (pending or accepted) request of an investor for a listing, if any. */
export async function findOpenRequest(
  requesterId: string,
  kind: RequestListingKind,
  listingId: string,
): Promise<{ id: string; status: 'pending' | 'accepted'; createdAt: Date } | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      id: contactRequests.id,
      status: contactRequests.status,
      createdAt: contactRequests.createdAt,
    })
    .from(contactRequests)
    .where(
      and(
        eq(contactRequests.requesterId, requesterId),
        eq(contactRequests.listingKind, kind),
        eq(contactRequests.listingId, listingId),
        sql`${contactRequests.status} in ('pending','accepted')`,
      ),
    )
    .limit(1);
  return row ? { ...row, status: row.status === 'accepted' ? 'accepted' : 'pending' } : null;
}
