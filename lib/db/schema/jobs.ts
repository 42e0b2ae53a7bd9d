import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The in-process job engine's queue (lib/jobs/inline.ts): the default on the embedded database,
 * and the fallback of every process while pg-boss is unreachable. A row exists from the moment a
 * job is asked for until it succeeds (then it is deleted) or has failed every attempt (`dead`,
 * kept for the operator: `npm run jobs -- list-failed | retry <id> | retry-all`).
 * Life: queued → active → (deleted | retry → active … | dead → retry by the operator).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    state: text('state').notNull().default('queued'),
    /** While a job of this name and key is queued, another one with the key is not added. */
    singletonKey: text('singleton_key'),
    /** Attempts started, the running one included. */
    attempts: integer('attempts').notNull().default(0),
    /** Attempts after the first one before the job is dead. */
    retryLimit: integer('retry_limit').notNull(),
    runAt: timestamptz('run_at').notNull().defaultNow(),
    /** While active: when the attempt counts as lost (its process died) and is taken again. */
    lockedUntil: timestamptz('locked_until'),
    /** The last failure, bounded and without query parameters (errorForLog). */
    lastError: text('last_error'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('jobs_state', sql`${t.state} in ('queued','retry','active','dead')`),
    uniqueIndex('jobs_singleton_unique')
      .on(t.name, t.singletonKey)
      .where(sql`${t.state} = 'queued' and ${t.singletonKey} is not null`),
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.state} in ('queued','retry')`),
    index('jobs_active_idx')
      .on(t.lockedUntil)
      .where(sql`${t.state} = 'active'`),
    index('jobs_dead_idx')
      .on(t.updatedAt)
      .where(sql`${t.state} = 'dead'`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;

/**
 * The last occurrence of each in-process schedule that some instance claimed: advancing it is a
 * single conditional upsert, so one occurrence runs once however many instances tick.
 */
export const jobSchedules = pgTable('job_schedules', {
  name: text('name').primaryKey(),
  lastSlot: timestamptz('last_slot').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
