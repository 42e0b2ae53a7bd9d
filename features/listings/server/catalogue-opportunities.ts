import 'server-only';
import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { getDb, schema } from '@/lib/db';
import type { City, Sector, Stage } from '@/features/listings/taxonomy';
import type { InvestmentQuery } from '@/features/listings/schemas/catalogue-query';
import {
  assertCatalogueAccess,
  loadCovers,
  loadPhotos,
  opportunityDocument,
  countedPage,
  textMatch,
  type CataloguePage,
  type CatalogueViewer,
  type ListingOwner,
  type ListingPhoto,
} from './search';
import { isUuid } from '@/lib/ids';

/** An opportunity as the public sees it: an "investment" (SPEC 2). */
export type InvestmentSummary = {
  kind: 'opportunity';
  id: string;
  title: string;
  summary: string;
  sector: Sector;
  city: City;
  stage: Stage;
  amountMinMinor: number;
  amountMaxMinor: number;
  currency: string;
  /** Basis points (1250 = 12.5 %), when the owner stated one. */
  expectedReturnBps: number | null;
  publishedAt: Date;
  views: number;
  cover: ListingPhoto | null;
};

export type InvestmentDetail = InvestmentSummary & {
  description: string;
  ownerId: string;
  owner: ListingOwner;
  photos: ListingPhoto[];
  updatedAt: Date;
};

const opps = schema.opportunities;
const published = eq(opps.status, 'published');

const summaryColumns = {
  id: opps.id,
  title: opps.title,
  summary: opps.summary,
  sector: opps.sector,
  city: opps.city,
  stage: opps.stage,
  amountMinMinor: opps.amountMinMinor,
  amountMaxMinor: opps.amountMaxMinor,
  currency: opps.currency,
  expectedReturnBps: opps.expectedReturnBps,
  publishedAt: opps.publishedAt,
  views: opps.views,
};

type Row = {
  sector: string;
  city: string;
  stage: string;
  publishedAt: Date | null;
};

function typed<T extends Row>(row: T) {
  return {
    ...row,
    kind: 'opportunity' as const,
    sector: row.sector as Sector,
    city: row.city as City,
    stage: row.stage as Stage,
    publishedAt: row.publishedAt ?? new Date(0),
  };
}

type SummaryQuery = { where?: SQL; orderBy: SQL[]; limit: number; offset?: number };

/** Summaries (cards) of the published rows `where` selects, with covers: two queries in all. */
export async function selectInvestmentSummaries({
  where,
  orderBy,
  limit,
  offset = 0,
}: SummaryQuery): Promise<InvestmentSummary[]> {
  const db = await getDb();
  const rows = await db
    .select(summaryColumns)
    .from(opps)
    .where(and(published, where))
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  const covers = await loadCovers(
    'opportunity',
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...typed(row), cover: covers.get(row.id) ?? null }));
}

export const newestInvestmentsFirst = [desc(opps.publishedAt), desc(opps.id)];

/**
 * The amount filter keeps opportunities whose sought range meets [min, max]: an investor with
 * 100,000 to place sees a project seeking 50,000 to 250,000.
 */
export function filters(query: InvestmentQuery): SQL | undefined {
  return and(
    query.sector ? eq(opps.sector, query.sector) : undefined,
    query.city ? eq(opps.city, query.city) : undefined,
    query.stage ? eq(opps.stage, query.stage) : undefined,
    query.min !== undefined ? gte(opps.amountMaxMinor, query.min) : undefined,
    query.max !== undefined ? lte(opps.amountMinMinor, query.max) : undefined,
    textMatch(opportunityDocument, query.q) ?? undefined,
  );
}

function ordering(sort: InvestmentQuery['sort']): SQL[] {
  switch (sort) {
    case 'price_asc':
      return [sql`${opps.amountMinMinor} asc`, ...newestInvestmentsFirst];
    case 'price_desc':
      return [sql`${opps.amountMinMinor} desc`, ...newestInvestmentsFirst];
    default:
      return newestInvestmentsFirst;
  }
}

/** One page of published opportunities (12), filtered, sorted and counted in the database. */
export async function listPublicInvestments(
  viewer: CatalogueViewer,
  query: InvestmentQuery,
): Promise<CataloguePage<InvestmentSummary>> {
  assertCatalogueAccess(viewer);
  const where = filters(query);
  return countedPage(opps, and(published, where), query.page, ({ offset, limit }) =>
    selectInvestmentSummaries({ where, orderBy: ordering(query.sort), limit, offset }),
  );
}

/** A published opportunity with its photos and owner, or null (unknown, unpublished, bad id). */
export async function getPublicInvestment(
  viewer: CatalogueViewer,
  id: string,
): Promise<InvestmentDetail | null> {
  assertCatalogueAccess(viewer);
  if (!isUuid(id)) return null;
  const db = await getDb();
  const users = schema.users;
  const [row] = await db
    .select({
      ...summaryColumns,
      description: opps.description,
      updatedAt: opps.updatedAt,
      ownerId: opps.ownerId,
      ownerName: users.name,
      ownerImage: users.image,
      ownerSince: users.createdAt,
    })
    .from(opps)
    .innerJoin(users, eq(users.id, opps.ownerId))
    .where(and(eq(opps.id, id), published))
    .limit(1);
  if (!row) return null;
  const { ownerName, ownerImage, ownerSince, ...rest } = row;
  const photos = await loadPhotos('opportunity', id);
  return {
    ...typed(rest),
    cover: photos[0] ?? null,
    owner: { id: rest.ownerId, name: ownerName, image: ownerImage, memberSince: ownerSince },
    photos,
  };
}

/** The newest published opportunities (home page). */
export function latestInvestments(limit = 4): Promise<InvestmentSummary[]> {
  return selectInvestmentSummaries({ orderBy: newestInvestmentsFirst, limit });
}
