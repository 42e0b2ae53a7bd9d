import 'server-only';
import { and, count, desc, eq, gt, gte, lte, sql, type SQL } from 'drizzle-orm';
import { getDb, schema } from '@/lib/db';
import type { AdCategory, City } from '@/features/listings/taxonomy';
import type { AdQuery } from '@/features/listings/schemas/catalogue-query';
import {
  advertisementDocument,
  assertCatalogueAccess,
  loadCovers,
  loadPhotos,
  countedPage,
  textMatch,
  type CataloguePage,
  type CatalogueViewer,
  type ListingOwner,
  type ListingPhoto,
} from './search';
import { isUuid } from '@/lib/ids';

export type AdvertisementSummary = {
  kind: 'advertisement';
  id: string;
  title: string;
  category: AdCategory;
  city: City;
  priceMinor: number | null;
  currency: string;
  /** Promoted right now (promoted_until in the future): listed first, badged. */
  featured: boolean;
  publishedAt: Date;
  views: number;
  cover: ListingPhoto | null;
};

export type AdvertisementDetail = AdvertisementSummary & {
  description: string;
  ownerId: string;
  owner: ListingOwner;
  photos: ListingPhoto[];
  updatedAt: Date;
};

const ads = schema.advertisements;
const isFeatured = sql<boolean>`coalesce(${ads.promotedUntil} > now(), false)`;

const summaryColumns = {
  id: ads.id,
  title: ads.title,
  category: ads.category,
  city: ads.city,
  priceMinor: ads.priceMinor,
  currency: ads.currency,
  featured: isFeatured,
  publishedAt: ads.publishedAt,
  views: ads.views,
};

const published = eq(ads.status, 'published');

type SummaryQuery = { where?: SQL; orderBy: SQL[]; limit: number; offset?: number };

/** Summaries (cards) of the rows `where` selects, with their covers: two queries in all. */
export async function selectAdvertisementSummaries({
  where,
  orderBy,
  limit,
  offset = 0,
}: SummaryQuery): Promise<AdvertisementSummary[]> {
  const db = await getDb();
  const rows = await db
    .select(summaryColumns)
    .from(ads)
    .where(and(published, where))
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  const covers = await loadCovers(
    'advertisement',
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    kind: 'advertisement',
    category: row.category as AdCategory,
    city: row.city as City,
    featured: Boolean(row.featured),
    publishedAt: row.publishedAt ?? new Date(0),
    cover: covers.get(row.id) ?? null,
  }));
}

export const newestAdvertisementsFirst = [desc(ads.publishedAt), desc(ads.id)];
const longestPromotedFirst = [desc(ads.promotedUntil), desc(ads.id)];

export function filters(query: AdQuery): SQL | undefined {
  return and(
    query.category ? eq(ads.category, query.category) : undefined,
    query.city ? eq(ads.city, query.city) : undefined,
    query.min !== undefined ? gte(ads.priceMinor, query.min) : undefined,
    query.max !== undefined ? lte(ads.priceMinor, query.max) : undefined,
    textMatch(advertisementDocument, query.q) ?? undefined,
  );
}

function ordering(sort: Exclude<AdQuery['sort'], 'featured'>): SQL[] {
  switch (sort) {
    case 'price_asc':
      return [sql`${ads.priceMinor} asc nulls last`, ...newestAdvertisementsFirst];
    case 'price_desc':
      return [sql`${ads.priceMinor} desc nulls last`, ...newestAdvertisementsFirst];
    default:
      return newestAdvertisementsFirst;
  }
}

const promoted = sql`${ads.promotedUntil} > now()`;
const notPromoted = sql`(${ads.promotedUntil} is null or ${ads.promotedUntil} <= now())`;

/**
 * "Featured first": the promoted ads (the longest-promoted first, as on the home page), then all
 * the others, newest first. Ordering by an expression on now() would sort every matching row;
 * as two index-ordered reads (promoted_until, then published_at from the right offset) a page
 * costs about the same on page 1 and page 40.
 */
async function featuredFirst(where: SQL | undefined, offset: number, limit: number) {
  const db = await getDb();
  const [counted] = await db
    .select({ n: count() })
    .from(ads)
    .where(and(published, where, promoted));
  const promotedCount = counted?.n ?? 0;
  const items: AdvertisementSummary[] = [];
  if (offset < promotedCount) {
    const orderBy = longestPromotedFirst;
    items.push(
      ...(await selectAdvertisementSummaries({
        where: and(where, promoted),
        orderBy,
        limit,
        offset,
      })),
    );
  }
  if (items.length < limit) {
    items.push(
      ...(await selectAdvertisementSummaries({
        where: and(where, notPromoted),
        orderBy: newestAdvertisementsFirst,
        limit: limit - items.length,
        offset: Math.max(0, offset - promotedCount),
      })),
    );
  }
  return items;
}

/** One page of published advertisements (12), filtered, sorted and counted in the database. */
export async function listPublicAdvertisements(
  viewer: CatalogueViewer,
  query: AdQuery,
): Promise<CataloguePage<AdvertisementSummary>> {
  assertCatalogueAccess(viewer);
  const where = filters(query);
  return countedPage(ads, and(published, where), query.page, ({ offset, limit }) =>
    query.sort === 'featured'
      ? featuredFirst(where, offset, limit)
      : selectAdvertisementSummaries({ where, orderBy: ordering(query.sort), limit, offset }),
  );
}

/** A published advertisement with its photos and owner, or null (unknown, unpublished, bad id). */
export async function getPublicAdvertisement(
  viewer: CatalogueViewer,
  id: string,
): Promise<AdvertisementDetail | null> {
  assertCatalogueAccess(viewer);
  if (!isUuid(id)) return null;
  const db = await getDb();
  const users = schema.users;
  const [row] = await db
    .select({
      ...summaryColumns,
      description: ads.description,
      updatedAt: ads.updatedAt,
      ownerId: ads.ownerId,
      ownerName: users.name,
      ownerImage: users.image,
      ownerSince: users.createdAt,
    })
    .from(ads)
    .innerJoin(users, eq(users.id, ads.ownerId))
    .where(and(eq(ads.id, id), published))
    .limit(1);
  if (!row) return null;
  const { ownerName, ownerImage, ownerSince, ...rest } = row;
  const photos = await loadPhotos('advertisement', id);
  return {
    ...rest,
    kind: 'advertisement',
    category: rest.category as AdCategory,
    city: rest.city as City,
    featured: Boolean(rest.featured),
    publishedAt: rest.publishedAt ?? new Date(0),
    cover: photos[0] ?? null,
    owner: { id: rest.ownerId, name: ownerName, image: ownerImage, memberSince: ownerSince },
    photos,
  };
}

/** Currently promoted advertisements (home page), the longest-promoted first. */
export function featuredAdvertisements(limit = 4): Promise<AdvertisementSummary[]> {
  return selectAdvertisementSummaries({
    where: gt(ads.promotedUntil, sql`now()`),
    orderBy: longestPromotedFirst,
    limit,
  });
}

/** The newest published advertisements (home page). */
export function latestAdvertisements(limit = 4): Promise<AdvertisementSummary[]> {
  return selectAdvertisementSummaries({
    orderBy: newestAdvertisementsFirst,
    limit,
  });
}
