import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** SPEC 4/7 path redirects: a path without its locale → an internal path or an absolute URL. */
export const redirects = pgTable('redirects', {
  source: text('source').primaryKey(),
  destination: text('destination').notNull(),
  permanent: boolean('permanent').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
