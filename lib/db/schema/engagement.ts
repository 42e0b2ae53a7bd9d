import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sessions, users } from './auth';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An investor's request to contact the owner of a listing (advertisement or opportunity).
 * Life: pending → accepted | declined (by the owner), pending → cancelled (by the requester).
 * The one state machine lives in features/contact-requests/server.
 */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingKind: text('listing_kind').notNull(),
    listingId: uuid('listing_id').notNull(),
    message: text('message').notNull(),
    status: text('status').notNull().default('pending'),
    /** The owner's optional reason when declining. */
    decisionNote: text('decision_note'),
    decidedAt: timestamptz('decided_at'),
    cancelledAt: timestamptz('cancelled_at'),
    /** Time of the newest chat message (or of the request): conversations sort by it. */
    lastActivityAt: timestamptz('last_activity_at').notNull().defaultNow(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'contact_requests_status',
      sql`${t.status} in ('pending','accepted','declined','cancelled')`,
    ),
    check('contact_requests_kind', sql`${t.listingKind} in ('advertisement','opportunity')`),
    check('contact_requests_not_self', sql`${t.requesterId} <> ${t.ownerId}`),
    // One open (pending or accepted) request per investor and listing; the database enforces it.
    uniqueIndex('contact_requests_open_unique')
      .on(t.requesterId, t.listingKind, t.listingId)
      .where(sql`${t.status} in ('pending','accepted')`),
    index('contact_requests_owner_idx').on(t.ownerId, t.status, t.createdAt),
    index('contact_requests_requester_idx').on(t.requesterId, t.status, t.createdAt),
    index('contact_requests_owner_activity_idx').on(t.ownerId, t.lastActivityAt),
    index('contact_requests_requester_activity_idx').on(t.requesterId, t.lastActivityAt),
    index('contact_requests_listing_idx').on(t.listingKind, t.listingId, t.createdAt),
  ],
);

/** A message in the chat of an accepted contact request. `seq` gives a strict order. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => contactRequests.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** The sender's idempotency key: a retried send finds the message it already created. */
    clientId: text('client_id').notNull(),
    readAt: timestamptz('read_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_messages_client_unique').on(t.senderId, t.clientId),
    uniqueIndex('chat_messages_seq_unique').on(t.seq),
    index('chat_messages_request_idx').on(t.requestId, t.seq),
    index('chat_messages_unread_idx')
      .on(t.requestId, t.senderId)
      .where(sql`${t.readAt} is null`),
  ],
);

/** In-app notifications, rendered per type in the reader's language. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    /** Set for notifications that must exist once (e.g. "subscription ends in 3 days"). */
    dedupeKey: text('dedupe_key'),
    readAt: timestamptz('read_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    uniqueIndex('notifications_dedupe_unique').on(t.userId, t.dedupeKey),
  ],
);

/**
 * Browser push (FCM) registrations of a user, each bound to the session that registered it: any
 * end of that session (sign-out, password change, expiry) deletes the token with it.
 */
export const pushTokens = pgTable(
  'push_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_tokens_token_unique').on(t.token),
    index('push_tokens_user_idx').on(t.userId),
    index('push_tokens_session_idx').on(t.sessionId),
  ],
);

/** A catalogue search an investor saved (its URL state); new matching listings notify them. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingKind: text('listing_kind').notNull(),
    /** The catalogue query as parsed by features/listings/schemas/catalogue-query (filters only, no page). */
    query: jsonb('query').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('saved_searches_kind', sql`${t.listingKind} in ('advertisement','opportunity')`),
    index('saved_searches_kind_idx').on(t.listingKind),
    index('saved_searches_user_idx').on(t.userId, t.createdAt),
  ],
);

export type ContactRequestRow = typeof contactRequests.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
export type PushTokenRow = typeof pushTokens.$inferSelect;
export type SavedSearchRow = typeof savedSearches.$inferSelect;
