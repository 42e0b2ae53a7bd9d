import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { getDb, schema } from '@/lib/db';
import type { ListingKind } from '@/features/listings/taxonomy';
import { getCurrentUser, getUserAgent } from '@/lib/auth/current-user';
import { getClientKey } from '@/lib/http/request-context';
import { UUID } from '@/lib/ids';
import { TIME_ZONE } from '@/i18n/formats';
import { LISTING_TABLES } from './listing-tables';

/** Views are counted per calendar day where the product runs (the app's time zone). */
export function viewDay(now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD, the `date` column's text form.
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(now);
}

/**
 * Who is viewing, for "one view per visitor per day". A signed-in user is their id. A visitor
 * would best be a random cookie, but a Server Component cannot set cookies and the request layer
 * (proxy.ts) is not this feature's to change; so a visitor is a SHA-256 of the client address,
 * the user agent and a server secret (AUTH_SECRET, else a constant salt). The secret keeps the
 * stored value from being reversed to an address by trying them all; people sharing an address
 * and a browser build count once, which errs on the side of not inflating the counter.
 */
export function visitorKeyOf(input: {
  userId?: string | null;
  clientKey: string;
  userAgent: string | null;
  secret?: string;
}): string {
  if (input.userId) return `u:${input.userId}`;
  const secret = input.secret || 'fursa-listing-views';
  const digest = createHash('sha256')
    .update(`${secret}\n${input.clientKey}\n${input.userAgent ?? ''}`, 'utf8')
    .digest('base64url');
  return `v:${digest}`;
}

/** The visitor key of the current request. */
export async function currentVisitorKey(user: { id: string } | null): Promise<string> {
  return visitorKeyOf({
    userId: user?.id,
    clientKey: await getClientKey(),
    userAgent: await getUserAgent(),
    secret: process.env.AUTH_SECRET,
  });
}

/**
 * Counts a view of a listing: a row in listing_views (kind, listing, visitor, day) and, only when
 * that row is new, one more on the listing's counter, in the same transaction. True if counted.
 */
export async function recordListingView(
  kind: ListingKind,
  listingId: string,
  visitor: string,
  now: Date = new Date(),
): Promise<boolean> {
  const db = await getDb();
  const views = schema.listingViews;
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(views)
      .values({ listingKind: kind, listingId, visitor, day: viewDay(now) })
      .onConflictDoNothing()
      .returning({ visitor: views.visitor });
    if (!inserted.length) return false;
    const table = LISTING_TABLES[kind];
    await tx
      .update(table)
      .set({ views: sql`${table.views} + 1` })
      .where(eq(table.id, listingId));
    return true;
  });
}

/**
 * The detail pages come from the prerender cache, so their view is counted by a beacon the page
 * sends after it loads (POST /api/listings/views), off the render path. Counts only a published
 * listing, never its owner, once per visitor per day. True if counted.
 */
export async function recordBeaconView(kind: ListingKind, listingId: string): Promise<boolean> {
  if (!UUID.test(listingId)) return false;
  const table = LISTING_TABLES[kind];
  const db = await getDb();
  const [row] = await db
    .select({ ownerId: table.ownerId })
    .from(table)
    .where(and(eq(table.id, listingId), eq(table.status, 'published')))
    .limit(1);
  if (!row) return false;
  const viewer = await getCurrentUser();
  if (viewer?.id === row.ownerId) return false;
  return recordListingView(kind, listingId, await currentVisitorKey(viewer));
}
