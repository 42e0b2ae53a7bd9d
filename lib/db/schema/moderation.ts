import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A signed-in user's report of a listing or of one chat message. One per reporter and target (the
 * unique index); a moderator resolves it (`dismissed` or `actioned`, with the outcome the reporter
 * is told about).
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetKind: text('target_kind').notNull(),
    targetId: uuid('target_id').notNull(),
    /** The user the report is about (the listing's owner, the message's sender). */
    subjectUserId: uuid('subject_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    state: text('state').notNull().default('open'),
    outcome: text('outcome'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamptz('resolved_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reports_once_per_target').on(t.reporterId, t.targetKind, t.targetId),
    index('reports_target_idx').on(t.targetKind, t.targetId),
    index('reports_queue_idx').on(t.state, t.createdAt),
    check('reports_target_kind', sql`${t.targetKind} in ('advertisement','opportunity','message')`),
    check(
      'reports_reason',
      sql`${t.reason} in ('fraud','misleading','prohibited','harassment','spam','other')`,
    ),
    check('reports_state', sql`${t.state} in ('open','dismissed','actioned')`),
    check('reports_note_length', sql`char_length(${t.note}) <= 1000`),
  ],
);

/**
 * Every staff action, append-only: a trigger (migration 0015) refuses UPDATE and DELETE, so not
 * even the application can rewrite what happened. `actor_id` survives the actor's deletion as text.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    targetKind: text('target_kind').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    reason: text('reason'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_target_idx').on(t.targetKind, t.targetId),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
  ],
);

/** An admin's invitation of a new staff member; the token is stored as its SHA-256 only. */
export const staffInvites = pgTable(
  'staff_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    type: text('type').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamptz('expires_at').notNull(),
    acceptedAt: timestamptz('accepted_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_invites_token_unique').on(t.tokenHash),
    check('staff_invites_type', sql`${t.type} in ('ADMIN','MODERATOR')`),
    check('staff_invites_email_lowercase', sql`${t.email} = lower(${t.email})`),
  ],
);

export type ReportRow = typeof reports.$inferSelect;
export type AuditLogRow = typeof auditLog.$inferSelect;
