import 'server-only';
import { and, count, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '@/features/billing/server/wallet';
import { advertisements, opportunities } from '@/lib/db/schema';
import type { ListingKind } from '@/features/listings/taxonomy';
import {
  isPriceOutlier,
  PRICE_MIN_SAMPLE,
  reviewModeOf,
  reviewWordsOf,
  sortFlags,
  textFlags,
  type ListingReviewMode,
  type ReviewFlag,
} from '@/features/moderation/review-rules';

/**
 * Whether a listing goes live at once or waits for a moderator: the automatic flags of its text
 * and price (review-rules.ts has the pure rules), and the LISTING_REVIEW mode.
 */

/** LISTING_REVIEW as the services read it: an invalid value (refused at start-up) counts as all. */
export function listingReviewMode(env: NodeJS.ProcessEnv = process.env): ListingReviewMode {
  return reviewModeOf(env) ?? 'all';
}

/** Median of a column over the other published listings of the same group, with their count. */
async function medianOf(
  tx: Executor,
  { table, column, group, groupValue, id }: MedianQuery,
): Promise<number | null> {
  const [row] = await tx
    .select({
      n: count(),
      median: sql<number | null>`percentile_cont(0.5) within group (order by ${column})`.mapWith(
        Number,
      ),
    })
    .from(table)
    .where(
      and(
        eq(table.status, 'published'),
        eq(group, groupValue),
        isNotNull(column),
        ne(table.id, id),
      ),
    );
  if (!row || row.n < PRICE_MIN_SAMPLE || row.median === null) return null;
  return row.median;
}

type MedianQuery = {
  table: typeof advertisements | typeof opportunities;
  column: typeof advertisements.priceMinor | typeof opportunities.amountMinMinor;
  group: typeof advertisements.category | typeof opportunities.sector;
  groupValue: string;
  id: string;
};

/** The listing's texts and the amounts compared with its category's (sector's) medians. */
async function subjectOf(tx: Executor, kind: ListingKind, id: string) {
  if (kind === 'advertisement') {
    const t = advertisements;
    const [row] = await tx
      .select({
        title: t.title,
        description: t.description,
        group: t.category,
        price: t.priceMinor,
      })
      .from(t)
      .where(eq(t.id, id));
    if (!row) return null;
    const amounts = row.price === null ? [] : [{ column: t.priceMinor, value: row.price }];
    return { texts: [row.title, row.description], table: t, group: t.category, row, amounts };
  }
  const t = opportunities;
  const [row] = await tx
    .select({
      title: t.title,
      summary: t.summary,
      description: t.description,
      group: t.sector,
      min: t.amountMinMinor,
      max: t.amountMaxMinor,
    })
    .from(t)
    .where(eq(t.id, id));
  if (!row) return null;
  return {
    texts: [row.title, row.summary, row.description],
    table: t,
    group: t.sector,
    row,
    // Each end of the range sought against the median of that end.
    amounts: [
      { column: t.amountMinMinor, value: row.min },
      { column: t.amountMaxMinor, value: row.max },
    ],
  };
}

/**
 * The automatic flags of a listing as it is stored now: a phone number, an e-mail address or a
 * listed word (LISTING_REVIEW_WORDS) in its texts, a price far from its category's median.
 */
export async function listingFlags(
  tx: Executor,
  kind: ListingKind,
  id: string,
): Promise<ReviewFlag[]> {
  const subject = await subjectOf(tx, kind, id);
  if (!subject) return [];
  const flags = textFlags(subject.texts, reviewWordsOf(process.env));
  for (const { column, value } of subject.amounts) {
    const median = await medianOf(tx, {
      table: subject.table,
      column,
      group: subject.group,
      groupValue: subject.row.group,
      id,
    });
    if (median !== null && isPriceOutlier(value, median)) {
      flags.push('price');
      break;
    }
  }
  return sortFlags(flags);
}

/** True when the owner has had a listing of either kind published before (or approved). */
async function hasPublishedBefore(tx: Executor, ownerId: string): Promise<boolean> {
  const seen = async (table: typeof advertisements | typeof opportunities) => {
    const [row] = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.ownerId, ownerId), isNotNull(table.publishedAt)))
      .limit(1);
    return row !== undefined;
  };
  return (await seen(advertisements)) || (await seen(opportunities));
}

/**
 * Whether publishing waits for a moderator: always with a flag; otherwise by LISTING_REVIEW
 * (first: until the owner has had one listing published).
 */
export async function publishNeedsReview(
  tx: Executor,
  ownerId: string,
  flags: readonly ReviewFlag[],
): Promise<boolean> {
  if (flags.length > 0) return true;
  const mode = listingReviewMode();
  if (mode === 'all') return true;
  if (mode === 'first') return !(await hasPublishedBefore(tx, ownerId));
  return false;
}
