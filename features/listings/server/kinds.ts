import 'server-only';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { getDb, schema } from '@/lib/db';
import { isUuid } from '@/lib/ids';
import type { PageWindow } from '@/lib/pagination';
import type {
  AdCategory,
  City,
  ListingKind,
  ListingStatus,
  Sector,
  Stage,
} from '@/features/listings/taxonomy';
import { LISTING_TABLES, type ListingTable } from './listing-tables';
import { coverColumns, listPhotoRows, loadCovers, loadPhotos } from './photo-rows';

/**
 * The server half of the kind registry (kinds.ts): each kind's own columns, its text search and
 * how its catalogue filters and sorts. The queries below are written once, against either table;
 * only the kind's own columns differ, and the rows are typed by them.
 */

type RowQuery = { where?: SQL; orderBy: SQL[]; limit: number; offset?: number };

export const published = (t: ListingTable) => eq(t.status, 'published');
export const newestFirst = (t: ListingTable) => [desc(t.publishedAt), desc(t.id)];

/** What every listing shows of itself, of either kind. */
const commonColumns = (t: ListingTable) => ({
  id: t.id,
  title: t.title,
  city: sql<City>`${t.city}`,
  currency: t.currency,
  views: t.views,
  publishedAt: t.publishedAt,
});
const ownerColumns = (t: ListingTable) => ({
  ...commonColumns(t),
  status: sql<ListingStatus>`${t.status}`,
  updatedAt: t.updatedAt,
  /** A moderator's reason for hiding or removing it (features/moderation/moderation-note.ts). */
  moderationReason: t.moderationReason,
});

export type ListingOwner = { id: string; name: string; image: string | null; memberSince: Date };

async function listingOwner(id: string): Promise<ListingOwner | undefined> {
  const users = schema.users;
  const db = await getDb();
  const [owner] = await db
    .select({ id: users.id, name: users.name, image: users.image, memberSince: users.createdAt })
    .from(users)
    .where(eq(users.id, id));
  return owner;
}

type Select = { where?: SQL; orderBy?: SQL[]; limit: number; offset?: number };

/**
 * `select fields from table where …`, typed by the fields alone: the table may be either kind's
 * (its columns are in `fields`), and drizzle's row type stays that of one object.
 */
async function selectRows<F extends SelectedFields>(
  table: ListingTable,
  fields: F,
  { where, orderBy = [], limit, offset = 0 }: Select,
): Promise<SelectResultFields<F>[]> {
  const db = await getDb();
  const selection: SelectedFields = fields;
  const rows = await db
    .select(selection)
    .from(table)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  // drizzle types a row by the fields it is given, which it cannot see through a type parameter;
  // the row is still made of exactly these fields, each decoded by its column.
  return rows as SelectResultFields<F>[];
}

function kindQueries<K extends ListingKind, C extends SelectedFields>(
  kind: K,
  table: ListingTable,
  own: C,
) {
  return {
    /** Cards of the published rows `where` selects, with their covers: two queries in all. */
    async cards({ where, orderBy, limit, offset }: RowQuery) {
      const rows = await selectRows(
        table,
        { ...own, ...commonColumns(table) },
        { where: and(published(table), where), orderBy, limit, offset },
      );
      const covers = await loadCovers(
        kind,
        rows.map((row) => row.id),
      );
      return rows.map((row) => ({
        ...row,
        kind,
        publishedAt: row.publishedAt ?? new Date(0),
        cover: covers.get(row.id) ?? null,
      }));
    },

    /** A published listing with its photos and owner; null when there is none. */
    async detail(id: string) {
      if (!isUuid(id)) return null;
      const [row] = await selectRows(
        table,
        {
          ...own,
          ...commonColumns(table),
          description: table.description,
          updatedAt: table.updatedAt,
          ownerId: table.ownerId,
        },
        { where: and(eq(table.id, id), published(table)), limit: 1 },
      );
      if (!row) return null;
      const [owner, photos] = await Promise.all([listingOwner(row.ownerId), loadPhotos(kind, id)]);
      if (!owner) return null;
      return {
        ...row,
        kind,
        publishedAt: row.publishedAt ?? new Date(0),
        cover: photos[0] ?? null,
        owner,
        photos,
      };
    },

    /** One page of the owner's listings, most recently changed first, with cover and count. */
    async ownerRows(ownerId: string, { pageSize, offset }: PageWindow) {
      const rows = await selectRows(
        table,
        { ...own, ...ownerColumns(table), ...coverColumns(kind, table.id) },
        {
          where: eq(table.ownerId, ownerId),
          orderBy: [desc(table.updatedAt), desc(table.id)],
          limit: pageSize,
          offset,
        },
      );
      return rows.map((row) => ({ ...row, kind }));
    },

    /** One of the owner's listings with its photos (cover first); null when not theirs. */
    async ownerListing(ownerId: string, id: string) {
      if (!isUuid(id)) return null;
      const [row] = await selectRows(
        table,
        {
          ...own,
          ...ownerColumns(table),
          description: table.description,
          createdAt: table.createdAt,
        },
        { where: and(eq(table.id, id), eq(table.ownerId, ownerId)), limit: 1 },
      );
      const photos = row ? await listPhotoRows(await getDb(), kind, id) : [];
      return row ? { ...row, kind, photos } : null;
    },
  };
}

/** How a catalogue narrows and orders a kind (catalogue.ts). */
type CatalogueSpec = {
  /** `document @@ query`: the very expression of the kind's GIN index (lib/db/schema). */
  document: SQL;
  /** The column of each facet (kinds.ts), under the facet's name. */
  facets: Record<string, PgColumn>;
  /** The amount range: `min` ≤ `atLeast` and `atMost` ≤ `max`. */
  range: { atLeast: PgColumn; atMost: PgColumn };
  /** The "price" sorts. */
  amountOrder: { asc: SQL; desc: SQL };
  /** The classification related listings share (kinds.ts `group`). */
  group: PgColumn;
};

const ads = LISTING_TABLES.advertisement;
const opps = LISTING_TABLES.opportunity;

/** Each kind's own columns, read wherever a listing of it is shown (card, page, editor). */
const OWN_COLUMNS = {
  advertisement: {
    category: sql<AdCategory>`${ads.category}`,
    priceMinor: ads.priceMinor,
    /** Promoted right now (promoted_until in the future): listed first, badged. */
    featured: sql<boolean>`coalesce(${ads.promotedUntil} > now(), false)`.mapWith(Boolean),
  },
  opportunity: {
    summary: opps.summary,
    sector: sql<Sector>`${opps.sector}`,
    stage: sql<Stage>`${opps.stage}`,
    amountMinMinor: opps.amountMinMinor,
    amountMaxMinor: opps.amountMaxMinor,
    /** Basis points (1250 = 12.5 %), when the owner stated one. */
    expectedReturnBps: opps.expectedReturnBps,
  },
};

type Queries<K extends ListingKind> = ReturnType<typeof kindQueries<K, (typeof OWN_COLUMNS)[K]>>;

// Typed per kind, so that a query of a kind given as a type parameter answers that kind's rows.
export const KIND_QUERIES: { [K in ListingKind]: Queries<K> } = {
  advertisement: kindQueries('advertisement', ads, OWN_COLUMNS.advertisement),
  opportunity: kindQueries('opportunity', opps, OWN_COLUMNS.opportunity),
};

export const KIND_CATALOGUE: Record<ListingKind, CatalogueSpec> = {
  advertisement: {
    document: sql`to_tsvector('simple', ${ads.title} || ' ' || ${ads.description})`,
    facets: { category: ads.category },
    range: { atLeast: ads.priceMinor, atMost: ads.priceMinor },
    // Unpriced ads last either way.
    amountOrder: {
      asc: sql`${ads.priceMinor} asc nulls last`,
      desc: sql`${ads.priceMinor} desc nulls last`,
    },
    group: ads.category,
  },
  opportunity: {
    document: sql`to_tsvector('simple', ${opps.title} || ' ' || ${opps.summary} || ' ' || ${opps.description})`,
    facets: { sector: opps.sector, stage: opps.stage },
    // The sought range meets [min, max]: an investor with 100,000 to place sees a project
    // seeking 50,000 to 250,000.
    range: { atLeast: opps.amountMaxMinor, atMost: opps.amountMinMinor },
    amountOrder: { asc: sql`${opps.amountMinMinor} asc`, desc: sql`${opps.amountMinMinor} desc` },
    group: opps.sector,
  },
};

/*
 * The rows of a kind, as its columns make them. Distributive: given both kinds (a kind only known
 * at run time), they are the union of each kind's rows, told apart by `kind`.
 */
type Result<T> = Awaited<T> extends (infer R)[] ? R : NonNullable<Awaited<T>>;
export type CardRow<K extends ListingKind> = K extends ListingKind
  ? Result<ReturnType<Queries<K>['cards']>>
  : never;
export type DetailRow<K extends ListingKind> = K extends ListingKind
  ? Result<ReturnType<Queries<K>['detail']>>
  : never;
export type OwnerRow<K extends ListingKind> = K extends ListingKind
  ? Result<ReturnType<Queries<K>['ownerRows']>>
  : never;
export type OwnerDetailRow<K extends ListingKind> = K extends ListingKind
  ? Result<ReturnType<Queries<K>['ownerListing']>>
  : never;
