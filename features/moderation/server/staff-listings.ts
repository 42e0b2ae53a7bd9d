import 'server-only';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { getDb } from '@/lib/db';
import { reports, users } from '@/lib/db/schema';
import { isUuid } from '@/lib/ids';
import { pageWindow, paginated, type Paginated } from '@/lib/pagination';
import { LISTING_KINDS } from '@/features/listings/kinds';
import { LISTING_TABLES, type ListingTable } from '@/features/listings/server/listing-tables';
import { listPhotoRows } from '@/features/listings/server/photo-rows';
import type { ListingKind, ListingStatus } from '@/features/listings/taxonomy';
import { assertStaff, type StaffActor } from '@/features/staff/server/staff-access';
import type { ReviewFlag } from '@/features/moderation/review-rules';

/** What the staff's listing pages read: both kinds in one list, and one listing in full. */

type RowsQuery = {
  page?: number;
  kinds?: readonly ListingKind[];
  status?: ListingStatus;
  flag?: ReviewFlag;
  q?: string;
  /** waiting: the oldest review request first; recent: the latest change first. */
  order: 'waiting' | 'recent';
};

function filters(t: ListingTable, { status, flag, q }: RowsQuery): SQL | undefined {
  const term = q?.trim();
  const escaped = term?.replace(/[\\%_]/g, (c) => `\\${c}`);
  return and(
    status ? eq(t.status, status) : undefined,
    flag ? sql`${t.reviewFlags} @> ${JSON.stringify([flag])}::jsonb` : undefined,
    term
      ? or(
          ilike(t.title, `%${escaped}%`),
          ilike(users.email, `%${escaped}%`),
          isUuid(term) ? eq(t.id, term) : undefined,
        )
      : undefined,
  );
}

function rowsOf(kind: ListingKind, db: Awaited<ReturnType<typeof getDb>>, query: RowsQuery) {
  const t = LISTING_TABLES[kind];
  return db
    .select({
      // A fixed word of the kind list, never user input.
      kind: sql<ListingKind>`${sql.raw(`'${kind}'::text`)}`.as('kind'),
      id: t.id,
      title: t.title,
      status: sql<ListingStatus>`${t.status}`.as('status'),
      ownerId: t.ownerId,
      ownerEmail: sql<string>`${users.email}`.as('owner_email'),
      ownerName: sql<string>`${users.name}`.as('owner_name'),
      reviewFlags: sql<ReviewFlag[]>`${t.reviewFlags}`.as('review_flags'),
      reviewRequestedAt: t.reviewRequestedAt,
      updatedAt: t.updatedAt,
    })
    .from(t)
    .innerJoin(users, eq(users.id, t.ownerId))
    .where(filters(t, query));
}

export type StaffListingRow = Awaited<ReturnType<typeof rowsOf>>[number];

/** One page of listings of the chosen kinds (both by default), filtered and ordered. */
export async function staffListingRows(query: RowsQuery): Promise<Paginated<StaffListingRow>> {
  const window = pageWindow(query.page, { pageSize: 25 });
  const kinds = query.kinds ?? LISTING_KINDS;
  const db = await getDb();
  const parts = kinds.map((kind) => rowsOf(kind, db, query));
  const order =
    query.order === 'waiting'
      ? [asc(sql`review_requested_at`), asc(sql`updated_at`), asc(sql`id`)]
      : [desc(sql`updated_at`), desc(sql`id`)];
  const [first, second] = parts;
  const union = second ? unionAll(first!, second) : first!;
  const [items, totals] = await Promise.all([
    union
      .orderBy(...order)
      .limit(window.pageSize)
      .offset(window.offset),
    Promise.all(
      kinds.map(async (kind) => {
        const t = LISTING_TABLES[kind];
        const [row] = await db
          .select({ n: count() })
          .from(t)
          .innerJoin(users, eq(users.id, t.ownerId))
          .where(filters(t, query));
        return row?.n ?? 0;
      }),
    ),
  ]);
  const rows = items.map((row) => ({
    ...row,
    reviewRequestedAt: row.reviewRequestedAt && new Date(row.reviewRequestedAt),
    updatedAt: new Date(row.updatedAt),
  }));
  return paginated(
    rows,
    totals.reduce((a, b) => a + b, 0),
    window,
  );
}

/** Every column of one listing, told apart by its kind; null when there is none. */
async function listingRow(kind: ListingKind, id: string) {
  const db = await getDb();
  if (kind === 'advertisement') {
    const t = LISTING_TABLES.advertisement;
    const [listing] = await db.select().from(t).where(eq(t.id, id));
    return listing ? { kind, listing } : null;
  }
  const t = LISTING_TABLES.opportunity;
  const [listing] = await db.select().from(t).where(eq(t.id, id));
  return listing ? { kind, listing } : null;
}

/** One listing in full for a moderator: every column, photos, owner and reports. */
export async function getStaffListing(actor: StaffActor, kind: ListingKind, id: string) {
  assertStaff(actor);
  if (!isUuid(id)) return null;
  const found = await listingRow(kind, id);
  if (!found) return null;
  const db = await getDb();
  const [[owner], photos, [reportCounts]] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        type: users.type,
        suspendedAt: users.suspendedAt,
      })
      .from(users)
      .where(eq(users.id, found.listing.ownerId)),
    listPhotoRows(db, kind, id),
    db
      .select({
        total: count(),
        open: sql<number>`count(*) filter (where ${reports.state} = 'open')`.mapWith(Number),
      })
      .from(reports)
      .where(and(eq(reports.targetKind, kind), eq(reports.targetId, id))),
  ]);
  return {
    ...found,
    owner: owner ?? null,
    photos,
    reports: { total: reportCounts?.total ?? 0, open: reportCounts?.open ?? 0 },
  };
}

export type StaffListing = NonNullable<Awaited<ReturnType<typeof getStaffListing>>>;
