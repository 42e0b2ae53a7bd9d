import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    // Stored lowercased (the check enforces it) so a plain unique index makes it case-insensitive.
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    type: text('type').notNull(),
    image: text('image'),
    locale: text('locale').notNull().default('en'),
    // Placeholder until the plans/wallet issue brings a subscriptions table.
    subscribedUntil: timestamptz('subscribed_until'),
    // Set by a moderator (features/moderation): sign-in refused while suspended; `until` null with
    // `at` set is indefinite.
    suspendedAt: timestamptz('suspended_at'),
    suspendedUntil: timestamptz('suspended_until'),
    suspensionReason: text('suspension_reason'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
    check('users_type_check', sql`${t.type} in ('INVESTOR', 'OWNER', 'ADMIN', 'MODERATOR')`),
    check('users_locale_check', sql`${t.locale} in ('en', 'ar')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // SHA-256 of the cookie token: a leaked table cannot be replayed as cookies.
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    // Moved forward at most every few minutes (session-liveness.ts): the idle time-out reads it.
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    userAgent: text('user_agent'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_unique').on(t.tokenHash),
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
    index('sessions_last_seen_at_idx').on(t.lastSeenAt),
  ],
);

export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Keyed hash (HMAC with the auth secret): six digits alone would fall to a dictionary.
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('password_reset_codes_user_id_idx').on(t.userId, t.createdAt),
    index('password_reset_codes_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * A user's authenticator (two-step verification). The row exists from the start of enrolment;
 * `enabled_at` is set once a code from the app confirmed it. The TOTP secret is sealed with
 * ENCRYPTION_KEY (lib/security/encryption.ts), never stored in the clear.
 */
export const userTwoFactor = pgTable('user_two_factor', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretCiphertext: text('secret_ciphertext').notNull(),
  enabledAt: timestamptz('enabled_at'),
  // The 30-second step of the last code accepted: the same code (or an older one) never works twice.
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** One-time recovery codes, stored as argon2id hashes only; each works once (`used_at`). */
export const userRecoveryCodes = pgTable(
  'user_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('user_recovery_codes_user_id_idx').on(t.userId)],
);

/**
 * A sign-in whose password was right and whose second factor is awaited: its id is the nonce of
 * the short-lived pending cookie, and the row is deleted when it is used (single use).
 */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('two_factor_challenges_user_id_idx').on(t.userId),
    index('two_factor_challenges_expires_at_idx').on(t.expiresAt),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type PasswordResetCodeRow = typeof passwordResetCodes.$inferSelect;
export type UserTwoFactorRow = typeof userTwoFactor.$inferSelect;
