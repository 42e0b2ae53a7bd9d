import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { executeRows, getDb } from '@/lib/db';
import type { ListingKind } from '@/features/listings/taxonomy';
import { viewDay } from '@/features/listings/server/views';

/**
 * The owner's lead funnel: views → contact requests → accepted → replied, per listing and in
 * total (an opportunity's own funnel goes on: NDA accepted → opened the deal room), over the last 7, 30 or 90 days. Views are listing_views rows (one per visitor and day)
 * on the last N calendar days; the later steps follow the requests CREATED in the last N days
 * (a cohort): how many of them were accepted, and of those how many got at least one chat
 * message from the owner. Only the owner's own listings are ever counted.
 */
export const FUNNEL_PERIODS = [7, 30, 90] as const;
export type FunnelPeriod = (typeof FUNNEL_PERIODS)[number];
export const DEFAULT_FUNNEL_PERIOD: FunnelPeriod = 30;

export function parseFunnelPeriod(value: unknown): FunnelPeriod {
  const n = Number(Array.isArray(value) ? value[0] : value);
  return (FUNNEL_PERIODS as readonly number[]).includes(n)
    ? (n as FunnelPeriod)
    : DEFAULT_FUNNEL_PERIOD;
}

export type FunnelCounts = {
  views: number;
  requests: number;
  accepted: number;
  replied: number;
  /** Accepted requests whose investor then accepted the deal room's NDA. */
  ndaAccepted: number;
  /** ... and opened the deal room with its files available. */
  roomOpened: number;
};
export type ListingFunnel = FunnelCounts & { kind: ListingKind; id: string; title: string };
export type OwnerFunnel = {
  days: FunnelPeriod;
  totals: FunnelCounts;
  /** The listings with any activity in the period, most viewed first (at most `limit`). */
  listings: ListingFunnel[];
  /** How many listings had activity (the table may show fewer). */
  activeListings: number;
};

const DAY = 24 * 60 * 60 * 1000;
const zero = (): FunnelCounts => ({
  views: 0,
  requests: 0,
  accepted: 0,
  replied: 0,
  ndaAccepted: 0,
  roomOpened: 0,
});

function window(days: FunnelPeriod, now: Date) {
  return {
    firstDay: viewDay(new Date(now.getTime() - (days - 1) * DAY)),
    since: new Date(now.getTime() - days * DAY),
  };
}

type Row = {
  kind: ListingKind;
  id: string;
  views?: number;
  requests?: number;
  accepted?: number;
  replied?: number;
  nda_accepted?: number;
  room_opened?: number;
};

async function counts(ownerId: string, days: FunnelPeriod, now: Date, only?: SQL) {
  const db = await getDb();
  const { firstDay, since } = window(days, now);
  const viewFilter = only ? sql`and (v.listing_kind, v.listing_id) = ${only}` : sql``;
  const requestFilter = only ? sql`and (cr.listing_kind, cr.listing_id) = ${only}` : sql``;
  const [views, requests] = await Promise.all([
    executeRows<Row>(
      db,
      sql`select v.listing_kind as kind, v.listing_id as id, count(*)::int as views
          from listing_views v
          where v.day >= ${firstDay}::date ${viewFilter}
            and ((v.listing_kind = 'advertisement'
                  and v.listing_id in (select id from advertisements where owner_id = ${ownerId}))
              or (v.listing_kind = 'opportunity'
                  and v.listing_id in (select id from opportunities where owner_id = ${ownerId})))
          group by 1, 2`,
    ),
    executeRows<Row>(
      db,
      sql`select cr.listing_kind as kind, cr.listing_id as id, count(*)::int as requests,
            (count(*) filter (where cr.status = 'accepted'))::int as accepted,
            (count(*) filter (where cr.status = 'accepted' and exists (
              select 1 from chat_messages m where m.request_id = cr.id and m.sender_id = cr.owner_id
            )))::int as replied,
            (count(*) filter (where exists (
              select 1 from deal_room_access a
              where a.contact_request_id = cr.id and a.nda_accepted_at is not null
            )))::int as nda_accepted,
            (count(*) filter (where exists (
              select 1 from deal_room_access a
              where a.contact_request_id = cr.id and a.first_opened_at is not null
            )))::int as room_opened
          from contact_requests cr
          where cr.owner_id = ${ownerId} and cr.created_at >= ${since.toISOString()}::timestamptz
            ${requestFilter}
          group by 1, 2`,
    ),
  ]);
  const byListing = new Map<string, FunnelCounts & { kind: ListingKind; id: string }>();
  for (const row of [...views, ...requests]) {
    const key = `${row.kind}:${row.id}`;
    const entry = byListing.get(key) ?? { kind: row.kind, id: row.id, ...zero() };
    entry.views += Number(row.views ?? 0);
    entry.requests += Number(row.requests ?? 0);
    entry.accepted += Number(row.accepted ?? 0);
    entry.replied += Number(row.replied ?? 0);
    entry.ndaAccepted += Number(row.nda_accepted ?? 0);
    entry.roomOpened += Number(row.room_opened ?? 0);
    byListing.set(key, entry);
  }
  return [...byListing.values()];
}

function sum(rows: FunnelCounts[]): FunnelCounts {
  return rows.reduce(
    (total, r) => ({
      views: total.views + r.views,
      requests: total.requests + r.requests,
      accepted: total.accepted + r.accepted,
      replied: total.replied + r.replied,
      ndaAccepted: total.ndaAccepted + r.ndaAccepted,
      roomOpened: total.roomOpened + r.roomOpened,
    }),
    zero(),
  );
}

/** The funnel of all the owner's listings, with the `limit` most viewed listed one by one. */
export async function getOwnerFunnel(
  ownerId: string,
  days: FunnelPeriod,
  now: Date = new Date(),
  limit = 10,
): Promise<OwnerFunnel> {
  const rows = await counts(ownerId, days, now);
  rows.sort((a, b) => b.views - a.views || b.requests - a.requests || a.id.localeCompare(b.id));
  const shown = rows.slice(0, limit);
  const titles = await titlesOf(shown);
  return {
    days,
    totals: sum(rows),
    listings: shown.map((r) => ({ ...r, title: titles.get(`${r.kind}:${r.id}`) ?? '' })),
    activeListings: rows.length,
  };
}

/** The funnel of one listing; zeros for a listing that is not the owner's. */
export async function getListingFunnel(
  ownerId: string,
  kind: ListingKind,
  listingId: string,
  days: FunnelPeriod,
  now: Date = new Date(),
): Promise<FunnelCounts> {
  return sum(await counts(ownerId, days, now, sql`(${kind}, ${listingId}::uuid)`));
}

async function titlesOf(rows: Array<{ kind: ListingKind; id: string }>) {
  const titles = new Map<string, string>();
  if (rows.length === 0) return titles;
  const db = await getDb();
  const ids = (kind: ListingKind) => rows.filter((r) => r.kind === kind).map((r) => r.id);
  const list = (values: string[]) =>
    values.length
      ? sql.join(
          values.map((id) => sql`${id}::uuid`),
          sql`, `,
        )
      : sql`null::uuid`;
  const found = await executeRows<{ kind: ListingKind; id: string; title: string }>(
    db,
    sql`select 'advertisement' as kind, id, title from advertisements where id in (${list(ids('advertisement'))})
        union all
        select 'opportunity' as kind, id, title from opportunities where id in (${list(ids('opportunity'))})`,
  );
  for (const row of found) titles.set(`${row.kind}:${row.id}`, row.title);
  return titles;
}
