import 'server-only';
import { and, count, desc, eq, gt, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { listSessions } from '@/features/accounts/server/session-list';
import { getSubscriptionOverview } from '@/features/billing/server/subscriptions';
import { getWalletSummary, type WalletSummary } from '@/features/billing/server/wallet';
import type { SubscriptionView } from '@/features/billing/types';
import { LISTING_KINDS } from '@/features/listings/kinds';
import { LISTING_TABLES } from '@/features/listings/server/listing-tables';
import type { ListingKind } from '@/features/listings/taxonomy';
import { isSuspended } from '@/lib/auth/suspension';
import { USER_TYPES, type UserType } from '@/lib/auth/user-types';
import { getDb } from '@/lib/db';
import { reports, users, type ReportRow } from '@/lib/db/schema';
import { isUuid } from '@/lib/ids';
import { pageWindow, paginated, type Paginated } from '@/lib/pagination';
import { assertStaff, type StaffActor } from './staff-access';

/** What the staff's user pages read: a searchable list, and one account in full. */

export const USER_TYPE_FILTERS = USER_TYPES;
export const USER_STATE_FILTERS = ['active', 'suspended'] as const;
export type UserStateFilter = (typeof USER_STATE_FILTERS)[number];

export type DirectoryUser = {
  id: string;
  name: string;
  email: string;
  type: UserType;
  createdAt: Date;
  suspended: boolean;
  suspendedUntil: Date | null;
  suspensionReason: string | null;
};

const PAGE_SIZE = 25;

const columns = {
  id: users.id,
  name: users.name,
  email: users.email,
  type: users.type,
  createdAt: users.createdAt,
  suspendedAt: users.suspendedAt,
  suspendedUntil: users.suspendedUntil,
  suspensionReason: users.suspensionReason,
};

type Row = Omit<DirectoryUser, 'type' | 'suspended'> & { type: string; suspendedAt: Date | null };

function toDirectoryUser(row: Row, now: Date): DirectoryUser {
  const suspended = isSuspended(row, now);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    type: row.type as UserType,
    createdAt: row.createdAt,
    suspended,
    suspendedUntil: suspended ? row.suspendedUntil : null,
    suspensionReason: suspended ? row.suspensionReason : null,
  };
}

/** Suspended now: set, and either without an end or ending later (an ended one is active). */
function stateCondition(state: UserStateFilter | undefined, now: Date): SQL | undefined {
  const running = and(
    isNotNull(users.suspendedAt),
    or(isNull(users.suspendedUntil), gt(users.suspendedUntil, now)),
  );
  if (state === 'suspended') return running;
  if (state === 'active') return sql`not coalesce(${running}, false)`;
  return undefined;
}

/** Newest first; `q` matches the e-mail or the name (ILIKE, in the database), or an exact id. */
export async function listUsers(
  actor: StaffActor,
  options: { page?: number; q?: string; type?: UserType; state?: UserStateFilter } = {},
  now: Date = new Date(),
): Promise<Paginated<DirectoryUser>> {
  assertStaff(actor);
  const term = options.q?.trim().slice(0, 100);
  const escaped = term?.replace(/[\\%_]/g, (c) => `\\${c}`);
  const where = and(
    term
      ? or(
          ilike(users.email, `%${escaped}%`),
          ilike(users.name, `%${escaped}%`),
          isUuid(term) ? eq(users.id, term) : undefined,
        )
      : undefined,
    options.type ? eq(users.type, options.type) : undefined,
    stateCondition(options.state, now),
  );
  const db = await getDb();
  const [counted] = await db.select({ n: count() }).from(users).where(where);
  const total = counted?.n ?? 0;
  const window = pageWindow(options.page, { pageSize: PAGE_SIZE, total });
  const rows = await db
    .select(columns)
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(window.pageSize)
    .offset(window.offset);
  return paginated(
    rows.map((row) => toDirectoryUser(row, now)),
    total,
    window,
  );
}

export type UserOverview = {
  user: DirectoryUser & { suspendedAt: Date | null };
  /** The subscription running now, and when the paid time ends (renewals included). */
  subscription: { current: SubscriptionView | null; activeUntil: Date | null };
  wallet: WalletSummary;
  sessions: { count: number; lastSeenAt: Date | null };
  /** Their listings of each kind by state. */
  listings: Record<ListingKind, Record<string, number>>;
  /** The latest reports about them, and how many are still open. */
  reports: { recent: ReportRow[]; open: number };
};

async function listingCounts(ownerId: string): Promise<UserOverview['listings']> {
  const db = await getDb();
  const entries = await Promise.all(
    LISTING_KINDS.map(async (kind) => {
      const t = LISTING_TABLES[kind];
      const rows = await db
        .select({ status: t.status, n: count() })
        .from(t)
        .where(eq(t.ownerId, ownerId))
        .groupBy(t.status);
      return [kind, Object.fromEntries(rows.map((row) => [row.status, row.n]))] as const;
    }),
  );
  return Object.fromEntries(entries) as UserOverview['listings'];
}

async function reportsAbout(userId: string): Promise<UserOverview['reports']> {
  const db = await getDb();
  const about = eq(reports.subjectUserId, userId);
  const [recent, [open]] = await Promise.all([
    db.select().from(reports).where(about).orderBy(desc(reports.createdAt)).limit(10),
    db
      .select({ n: count() })
      .from(reports)
      .where(and(about, eq(reports.state, 'open'))),
  ]);
  return { recent, open: open?.n ?? 0 };
}

/** One account as the staff see it; null for an unknown id. */
export async function getUserOverview(
  actor: StaffActor,
  userId: string,
  now: Date = new Date(),
): Promise<UserOverview | null> {
  assertStaff(actor);
  if (!isUuid(userId)) return null;
  const db = await getDb();
  const [row] = await db.select(columns).from(users).where(eq(users.id, userId));
  if (!row) return null;
  const [subscription, wallet, sessions, listings, reported] = await Promise.all([
    getSubscriptionOverview(userId, now),
    getWalletSummary(userId),
    listSessions(userId, null, now),
    listingCounts(userId),
    reportsAbout(userId),
  ]);
  const lastSeen = sessions.reduce<Date | null>(
    (latest, s) => (!latest || s.lastSeenAt > latest ? s.lastSeenAt : latest),
    null,
  );
  return {
    user: { ...toDirectoryUser(row, now), suspendedAt: row.suspendedAt },
    subscription: { current: subscription.current, activeUntil: subscription.activeUntil },
    wallet,
    sessions: { count: sessions.length, lastSeenAt: lastSeen },
    listings,
    reports: reported,
  };
}
