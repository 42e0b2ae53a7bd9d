import 'server-only';
import { and, asc, eq, gt } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { LISTING_KINDS } from '@/features/listings/kinds';
import type { ListingKind } from '@/features/listings/taxonomy';
import { LISTING_TABLES } from './listing-tables';

export type SitemapListing = { kind: ListingKind; id: string; updatedAt: Date };

const BATCH = 5000;

/**
 * Published listings for the sitemap, at most `limit` of them, read in batches by id (keyset
 * pagination: every batch is an index range scan, however far it goes).
 */
export async function publishedListingsForSitemap(limit: number): Promise<SitemapListing[]> {
  const db = await getDb();
  const out: SitemapListing[] = [];
  for (const kind of LISTING_KINDS) {
    const table = LISTING_TABLES[kind];
    let after: string | null = null;
    while (out.length < limit) {
      const rows: { id: string; updatedAt: Date }[] = await db
        .select({ id: table.id, updatedAt: table.updatedAt })
        .from(table)
        .where(and(eq(table.status, 'published'), after ? gt(table.id, after) : undefined))
        .orderBy(asc(table.id))
        .limit(Math.min(BATCH, limit - out.length));
      for (const row of rows) out.push({ kind, ...row });
      if (rows.length < BATCH) break;
      after = rows[rows.length - 1]!.id;
    }
  }
  return out;
}

/** The public origin of the site (APP_URL), without a trailing slash. */
export function siteUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (env.APP_URL || 'http://localhost:3000').replace(/\/+$/, '');
}
