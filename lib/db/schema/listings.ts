import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
// Money in integer minor units (halalas for SAR); bigint so large amounts sought never overflow.
const money = (name: string) => bigint(name, { mode: 'number' });

/**
 * What moderation (features/moderation) keeps on a listing: the reason shown to its owner when a
 * moderator hid or removed it, and the automatic flags that sent it to review.
 */
const moderationColumns = () => ({
  moderationReason: text('moderation_reason'),
  reviewFlags: jsonb('review_flags').$type<string[]>().notNull().default([]),
  reviewRequestedAt: timestamptz('review_requested_at'),
});

export const advertisements = pgTable(
  'advertisements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    city: text('city').notNull(),
    priceMinor: money('price_minor'),
    currency: text('currency').notNull().default('SAR'),
    status: text('status').notNull().default('draft'),
    promotedUntil: timestamptz('promoted_until'),
    views: integer('views').notNull().default(0),
    ...moderationColumns(),
    publishedAt: timestamptz('published_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'advertisements_status',
      sql`${t.status} in ('draft','pending_review','published','hidden','removed','held','archived')`,
    ),
    check('advertisements_price', sql`${t.priceMinor} is null or ${t.priceMinor} >= 0`),
    index('advertisements_owner_idx').on(t.ownerId, t.updatedAt),
    index('advertisements_public_idx').on(t.status, t.publishedAt),
    index('advertisements_category_idx').on(t.status, t.category, t.publishedAt),
    index('advertisements_city_idx').on(t.status, t.city, t.publishedAt),
    index('advertisements_price_idx').on(t.status, t.priceMinor),
    // "Price: high to low" keeps unpriced ads last; the ascending index cannot serve that order.
    index('advertisements_price_desc_idx').on(t.status, t.priceMinor.desc().nullsLast()),
    index('advertisements_promoted_idx').on(t.status, t.promotedUntil),
    index('advertisements_search_idx').using(
      'gin',
      sql`to_tsvector('simple', ${t.title} || ' ' || ${t.description})`,
    ),
  ],
);

export const opportunities = pgTable(
  'opportunities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    sector: text('sector').notNull(),
    city: text('city').notNull(),
    summary: text('summary').notNull(),
    description: text('description').notNull(),
    amountMinMinor: money('amount_min_minor').notNull(),
    amountMaxMinor: money('amount_max_minor').notNull(),
    currency: text('currency').notNull().default('SAR'),
    /** Expected annual return in basis points (1250 = 12.5 %), optional. */
    expectedReturnBps: integer('expected_return_bps'),
    stage: text('stage').notNull(),
    status: text('status').notNull().default('draft'),
    views: integer('views').notNull().default(0),
    ...moderationColumns(),
    publishedAt: timestamptz('published_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'opportunities_status',
      sql`${t.status} in ('draft','pending_review','published','hidden','removed','held','archived')`,
    ),
    check(
      'opportunities_amounts',
      sql`${t.amountMinMinor} > 0 and ${t.amountMaxMinor} >= ${t.amountMinMinor}`,
    ),
    index('opportunities_owner_idx').on(t.ownerId, t.updatedAt),
    index('opportunities_public_idx').on(t.status, t.publishedAt),
    index('opportunities_sector_idx').on(t.status, t.sector, t.publishedAt),
    index('opportunities_city_idx').on(t.status, t.city, t.publishedAt),
    index('opportunities_amount_idx').on(t.status, t.amountMinMinor),
    index('opportunities_search_idx').using(
      'gin',
      sql`to_tsvector('simple', ${t.title} || ' ' || ${t.summary} || ' ' || ${t.description})`,
    ),
  ],
);

/** Photos of either kind of listing; `position` 0 is the cover. */
export const listingImages = pgTable(
  'listing_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingKind: text('listing_kind').notNull(),
    listingId: uuid('listing_id').notNull(),
    /** Storage key prefix; variants are `<key>/<width>.webp` (see features/listings/server/photos). */
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('listing_images_kind', sql`${t.listingKind} in ('advertisement','opportunity')`),
    index('listing_images_listing_idx').on(t.listingKind, t.listingId, t.position),
  ],
);

/** One view per visitor per listing per day (the counter on the listing counts these). */
export const listingViews = pgTable(
  'listing_views',
  {
    listingKind: text('listing_kind').notNull(),
    listingId: uuid('listing_id').notNull(),
    visitor: text('visitor').notNull(),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.listingKind, t.listingId, t.visitor, t.day] })],
);
