import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { contactRequests } from './engagement';
import { opportunities } from './listings';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A confidential document of an opportunity's deal room. The file lives in the private part of
 * the file store (`private/deal-room/...`), which no public route serves: every download goes
 * through the deal room's own handler, authorised per request.
 */
export const dealRoomDocuments = pgTable(
  'deal_room_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    opportunityId: uuid('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    category: text('category').notNull(),
    format: text('format').notNull(),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'deal_room_documents_category',
      sql`${t.category} in ('financials','legal','deck','other')`,
    ),
    check('deal_room_documents_format', sql`${t.format} in ('pdf','image','spreadsheet')`),
    check('deal_room_documents_size', sql`${t.sizeBytes} > 0`),
    check('deal_room_documents_title', sql`char_length(${t.title}) between 1 and 120`),
    index('deal_room_documents_opportunity_idx').on(t.opportunityId, t.createdAt),
  ],
);

/**
 * The non-disclosure agreement of a deal room, one row per version. A version whose texts are
 * null stands for the platform's default text (messages), so an owner need write nothing.
 */
export const dealRoomNdas = pgTable(
  'deal_room_ndas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    opportunityId: uuid('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    bodyEn: text('body_en'),
    bodyAr: text('body_ar'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('deal_room_ndas_version_unique').on(t.opportunityId, t.version)],
);

/**
 * One investor's access to one deal room. Life (features/deal-room/server/access.ts):
 *   requested → granted (the owner accepts the contact request, or grants later)
 *   granted → revoked (the owner) → granted (the owner restores it)
 *   requested | granted → ended (the request is declined or cancelled, the opportunity closes)
 * Files open only while granted with the NDA accepted. The acceptance keeps the exact text, its
 * hash, the version, the time and the address it came from.
 */
export const dealRoomAccess = pgTable(
  'deal_room_access',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    opportunityId: uuid('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    investorId: uuid('investor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contactRequestId: uuid('contact_request_id').references(() => contactRequests.id, {
      onDelete: 'set null',
    }),
    state: text('state').notNull().default('requested'),
    endReason: text('end_reason'),
    requestedAt: timestamptz('requested_at').notNull().defaultNow(),
    grantedAt: timestamptz('granted_at'),
    endedAt: timestamptz('ended_at'),
    ndaId: uuid('nda_id').references(() => dealRoomNdas.id, { onDelete: 'set null' }),
    ndaVersion: integer('nda_version'),
    ndaLocale: text('nda_locale'),
    ndaText: text('nda_text'),
    ndaSha256: text('nda_sha256'),
    ndaAcceptedAt: timestamptz('nda_accepted_at'),
    ndaIp: text('nda_ip'),
    firstOpenedAt: timestamptz('first_opened_at'),
  },
  (t) => [
    check('deal_room_access_state', sql`${t.state} in ('requested','granted','revoked','ended')`),
    uniqueIndex('deal_room_access_unique').on(t.opportunityId, t.investorId),
    index('deal_room_access_investor_idx').on(t.investorId, t.state),
  ],
);

/** Every view and download of a deal room document, append-only: what the owner's log shows. */
export const dealRoomEvents = pgTable(
  'deal_room_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    opportunityId: uuid('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id').references(() => dealRoomDocuments.id, {
      onDelete: 'set null',
    }),
    investorId: uuid('investor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The document's title when the event happened (the document may be deleted later). */
    documentTitle: text('document_title'),
    ip: text('ip'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('deal_room_events_kind', sql`${t.kind} in ('view','download')`),
    index('deal_room_events_opportunity_idx').on(t.opportunityId, t.createdAt),
  ],
);

export type DealRoomDocumentRow = typeof dealRoomDocuments.$inferSelect;
export type DealRoomAccessRow = typeof dealRoomAccess.$inferSelect;
