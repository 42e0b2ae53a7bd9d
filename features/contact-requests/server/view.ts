import 'server-only';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb } from '@/lib/db';
import { advertisements, contactRequests, opportunities, users } from '@/lib/db/schema';
import type { ContactRequestView, RequestStatus } from '@/features/contact-requests/types';
import type { Executor } from '@/features/billing/server/wallet';

const requester = alias(users, 'requester');
const owner = alias(users, 'owner');

const columns = {
  request: contactRequests,
  requesterName: requester.name,
  requesterImage: requester.image,
  ownerName: owner.name,
  ownerImage: owner.image,
  adTitle: advertisements.title,
  adStatus: advertisements.status,
  oppTitle: opportunities.title,
  oppStatus: opportunities.status,
};

type Joined = {
  request: typeof contactRequests.$inferSelect;
  requesterName: string;
  requesterImage: string | null;
  ownerName: string;
  ownerImage: string | null;
  adTitle: string | null;
  adStatus: string | null;
  oppTitle: string | null;
  oppStatus: string | null;
};

/** Requests with both parties and their listing (either kind) in one query. */
export function selectRequestViews(db: Executor) {
  return db
    .select(columns)
    .from(contactRequests)
    .innerJoin(requester, eq(requester.id, contactRequests.requesterId))
    .innerJoin(owner, eq(owner.id, contactRequests.ownerId))
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
    );
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toRequestView(row: Joined): ContactRequestView {
  const r = row.request;
  return {
    id: r.id,
    status: r.status as RequestStatus,
    listingKind: r.listingKind === 'opportunity' ? 'opportunity' : 'advertisement',
    listingId: r.listingId,
    listingTitle: row.adTitle ?? row.oppTitle ?? '',
    listingStatus: row.adStatus ?? row.oppStatus ?? null,
    message: r.message,
    decisionNote: r.decisionNote,
    requester: { id: r.requesterId, name: row.requesterName, image: row.requesterImage },
    owner: { id: r.ownerId, name: row.ownerName, image: row.ownerImage },
    createdAt: r.createdAt.toISOString(),
    decidedAt: iso(r.decidedAt),
    cancelledAt: iso(r.cancelledAt),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** One request as its parties see it, or null when it does not exist. */
export async function getRequestView(
  id: string,
  db?: Executor,
): Promise<ContactRequestView | null> {
  const executor = db ?? (await getDb());
  const [row] = await selectRequestViews(executor).where(eq(contactRequests.id, id)).limit(1);
  return row ? toRequestView(row) : null;
}

/** A page of requests matching `where`, newest first. */
export async function listRequestViews(
  where: SQL | undefined,
  window: { offset: number; limit: number },
): Promise<ContactRequestView[]> {
  const db = await getDb();
  const rows = await selectRequestViews(db)
    .where(where)
    .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id))
    .limit(window.limit)
    .offset(window.offset);
  return rows.map(toRequestView);
}
