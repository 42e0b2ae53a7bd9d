import 'server-only';
import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import { getBillingLimits } from '@/features/billing/limits';
import { isAdmin } from '@/lib/auth/roles';
import { executeRows, getDb } from '@/lib/db';
import { advertisements, opportunities, reports, users } from '@/lib/db/schema';
import { assertStaff, type StaffActor } from './staff-access';

const DAY_MS = 24 * 60 * 60 * 1000;
export const REVENUE_DAYS = 30;

/** One UTC day of revenue: `day` as YYYY-MM-DD, the sum in minor units. */
export type RevenueDay = { day: string; minor: number };

export type Dashboard = {
  /** Members (investors and owners) who signed up in the last 7 and 30 days. */
  newUsers: { last7Days: number; last30Days: number };
  /** Advertisements and opportunities together. */
  listings: { published: number; pendingReview: number };
  openReports: number;
  /** Admins only: money is not a moderator's business. */
  revenue: { currency: string; totalMinor: number; days: RevenueDay[] } | null;
};

/** YYYY-MM-DD of a date's UTC day. */
const utcDay = (date: Date) => date.toISOString().slice(0, 10);

async function countListings(status: string): Promise<number> {
  const db = await getDb();
  const [[ads], [opps]] = await Promise.all([
    db.select({ n: count() }).from(advertisements).where(eq(advertisements.status, status)),
    db.select({ n: count() }).from(opportunities).where(eq(opportunities.status, status)),
  ]);
  return (ads?.n ?? 0) + (opps?.n ?? 0);
}

async function countNewMembers(since: Date): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(inArray(users.type, ['INVESTOR', 'OWNER']), gte(users.createdAt, since)));
  return row?.n ?? 0;
}

/**
 * Revenue by UTC day for the last REVENUE_DAYS days up to `now` (today included), oldest first,
 * every day present: what members paid from their wallets for plans and promotions (the ledger's
 * subscription and promotion debits, in the billing currency).
 */
async function revenueByDay(now: Date, currency: string): Promise<RevenueDay[]> {
  const first = new Date(
    `${utcDay(new Date(now.getTime() - (REVENUE_DAYS - 1) * DAY_MS))}T00:00:00Z`,
  );
  const db = await getDb();
  const rows = await executeRows<{ day: string; minor: string | number }>(
    db,
    sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day,
               sum(-amount_minor) as minor
          from wallet_entries
         where kind in ('subscription', 'promotion') and amount_minor < 0
           and currency = ${currency}
           and created_at >= ${first.toISOString()} and created_at <= ${now.toISOString()}
         group by 1`,
  );
  const byDay = new Map(rows.map((row) => [row.day, Number(row.minor)]));
  return Array.from({ length: REVENUE_DAYS }, (_, i) => {
    const day = utcDay(new Date(first.getTime() + i * DAY_MS));
    return { day, minor: byDay.get(day) ?? 0 };
  });
}

/** The staff area's front page: what is waiting and how the marketplace is doing. */
export async function getDashboard(actor: StaffActor, now: Date = new Date()): Promise<Dashboard> {
  assertStaff(actor);
  const db = await getDb();
  const currency = getBillingLimits().currency;
  const [last7Days, last30Days, published, pendingReview, [open], days] = await Promise.all([
    countNewMembers(new Date(now.getTime() - 7 * DAY_MS)),
    countNewMembers(new Date(now.getTime() - 30 * DAY_MS)),
    countListings('published'),
    countListings('pending_review'),
    db.select({ n: count() }).from(reports).where(eq(reports.state, 'open')),
    isAdmin(actor) ? revenueByDay(now, currency) : null,
  ]);
  return {
    newUsers: { last7Days, last30Days },
    listings: { published, pendingReview },
    openReports: open?.n ?? 0,
    revenue: days
      ? { currency, totalMinor: days.reduce((sum, d) => sum + d.minor, 0), days }
      : null,
  };
}
