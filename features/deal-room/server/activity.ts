import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { dealRoomAccess, dealRoomEvents, opportunities, users } from '@/lib/db/schema';
import { isOwner } from '@/lib/auth/roles';
import { DomainError } from '@/lib/errors/domain-error';
import { isUuid } from '@/lib/ids';
import { paginated, pageWindow, type Paginated } from '@/lib/pagination';
import type { AccessEndReason, AccessState } from '@/features/deal-room/constants';
import { roomNotFound, type RoomActor } from './owner-room';

export type AccessEntry = {
  id: string;
  investorName: string;
  investorEmail: string;
  state: AccessState;
  endReason: AccessEndReason | null;
  requestedAt: Date;
  grantedAt: Date | null;
  ndaAcceptedAt: Date | null;
  ndaVersion: number | null;
  firstOpenedAt: Date | null;
  views: number;
  downloads: number;
  lastActivityAt: Date | null;
};

export type ActivityEntry = {
  id: number;
  investorName: string;
  documentTitle: string | null;
  kind: 'view' | 'download';
  at: Date;
};

/** The owner's own opportunity (title and status), or `not_found`. */
export async function getOwnRoom(actor: RoomActor, opportunityId: string) {
  if (!isOwner(actor)) throw new DomainError('forbidden');
  if (!isUuid(opportunityId)) throw roomNotFound();
  const db = await getDb();
  const [room] = await db
    .select({ id: opportunities.id, title: opportunities.title, status: opportunities.status })
    .from(opportunities)
    .where(and(eq(opportunities.id, opportunityId), eq(opportunities.ownerId, actor.id)));
  if (!room) throw roomNotFound();
  return room;
}

/** Who asked, who may read, and how much each read: per investor, newest request first. */
export async function listRoomAccess(actor: RoomActor, opportunityId: string) {
  await getOwnRoom(actor, opportunityId);
  const db = await getDb();
  const counts = db
    .select({
      investorId: dealRoomEvents.investorId,
      views: sql<number>`count(*) filter (where ${dealRoomEvents.kind} = 'view')::int`.as('views'),
      downloads: sql<number>`count(*) filter (where ${dealRoomEvents.kind} = 'download')::int`.as(
        'downloads',
      ),
      last: sql<Date>`max(${dealRoomEvents.createdAt})`.as('last'),
    })
    .from(dealRoomEvents)
    .where(eq(dealRoomEvents.opportunityId, opportunityId))
    .groupBy(dealRoomEvents.investorId)
    .as('counts');
  const rows = await db
    .select({
      id: dealRoomAccess.id,
      investorName: users.name,
      investorEmail: users.email,
      state: dealRoomAccess.state,
      endReason: dealRoomAccess.endReason,
      requestedAt: dealRoomAccess.requestedAt,
      grantedAt: dealRoomAccess.grantedAt,
      ndaAcceptedAt: dealRoomAccess.ndaAcceptedAt,
      ndaVersion: dealRoomAccess.ndaVersion,
      firstOpenedAt: dealRoomAccess.firstOpenedAt,
      views: sql<number>`coalesce(${counts.views}, 0)`,
      downloads: sql<number>`coalesce(${counts.downloads}, 0)`,
      lastActivityAt: counts.last,
    })
    .from(dealRoomAccess)
    .innerJoin(users, eq(users.id, dealRoomAccess.investorId))
    .leftJoin(counts, eq(counts.investorId, dealRoomAccess.investorId))
    .where(eq(dealRoomAccess.opportunityId, opportunityId))
    .orderBy(desc(dealRoomAccess.requestedAt));
  return rows.map((row) => ({
    ...row,
    views: Number(row.views),
    downloads: Number(row.downloads),
    lastActivityAt: row.lastActivityAt ? new Date(row.lastActivityAt) : null,
  })) as AccessEntry[];
}

export const ACTIVITY_PAGE_SIZE = 20;

/** Every view and download, newest first, a page at a time. */
export async function listRoomActivity(
  actor: RoomActor,
  opportunityId: string,
  page = 1,
): Promise<Paginated<ActivityEntry>> {
  await getOwnRoom(actor, opportunityId);
  const db = await getDb();
  const where = eq(dealRoomEvents.opportunityId, opportunityId);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(dealRoomEvents)
    .where(where);
  const total = Number(counted?.total ?? 0);
  const window = pageWindow(page, { pageSize: ACTIVITY_PAGE_SIZE, total });
  const rows = await db
    .select({
      id: dealRoomEvents.id,
      investorName: users.name,
      documentTitle: dealRoomEvents.documentTitle,
      kind: dealRoomEvents.kind,
      at: dealRoomEvents.createdAt,
    })
    .from(dealRoomEvents)
    .innerJoin(users, eq(users.id, dealRoomEvents.investorId))
    .where(where)
    .orderBy(desc(dealRoomEvents.createdAt), desc(dealRoomEvents.id))
    .limit(window.pageSize)
    .offset(window.offset);
  return paginated(rows as ActivityEntry[], total, window);
}
