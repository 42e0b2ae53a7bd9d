import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    locale: text('locale').notNull(),
    clientKey: text('client_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_at_idx').on(t.createdAt)],
);

/**
 * Counters shared by every app instance (the limit must survive several): fixed windows and
 * growing waits (lib/rate-limit.ts). `expiresAt` is when the row can go: the scheduled
 * sweep deletes it then.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    count: integer('count').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('rate_limits_expires_at_idx').on(t.expiresAt)],
);
