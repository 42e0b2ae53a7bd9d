import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
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
import type { EntryDetails, PlanLimits } from '@/lib/billing/types';
import { users } from './auth';
import { advertisements } from './listings';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
// Money: integer minor units (halalas for SAR) plus an ISO 4217 currency; never a float.
const money = (name: string) => bigint(name, { mode: 'number' });

/** Reference data (seeded by code): what an investor or an owner can subscribe to. */
export const plans = pgTable(
  'plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    audience: text('audience').notNull(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionAr: text('description_ar').notNull(),
    featuresEn: jsonb('features_en').$type<string[]>().notNull().default([]),
    featuresAr: jsonb('features_ar').$type<string[]>().notNull().default([]),
    priceMinor: money('price_minor').notNull(),
    currency: text('currency').notNull().default('SAR'),
    durationDays: integer('duration_days').notNull(),
    limits: jsonb('limits').$type<PlanLimits>().notNull().default({}),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('plans_code_unique').on(t.code),
    check('plans_audience', sql`${t.audience} in ('INVESTOR','OWNER')`),
    check('plans_price', sql`${t.priceMinor} > 0`),
    check('plans_duration', sql`${t.durationDays} between 1 and 3660`),
    index('plans_audience_idx').on(t.audience, t.active, t.sortOrder),
  ],
);

/** One wallet per user. The balance can never go below zero: the database refuses it. */
export const wallets = pgTable(
  'wallets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull().default('SAR'),
    balanceMinor: money('balance_minor').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallets_user_unique').on(t.userId),
    check('wallets_balance_non_negative', sql`${t.balanceMinor} >= 0`),
  ],
);

/**
 * The ledger: append-only, one row per change of a wallet, each with a unique idempotency key
 * (`payment:<id>`, `subscribe:<user>:<request>`, ...) and the balance right after it.
 */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Taken while the wallet row is locked: per wallet, the order changes were applied in. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    walletId: uuid('wallet_id')
      .notNull()
      .references(() => wallets.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** Signed: credits are positive, debits negative. */
    amountMinor: money('amount_minor').notNull(),
    balanceAfterMinor: money('balance_after_minor').notNull(),
    currency: text('currency').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    details: jsonb('details').$type<EntryDetails>().notNull().default({}),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_entries_idempotency_unique').on(t.idempotencyKey),
    index('wallet_entries_wallet_idx').on(t.walletId, t.seq),
    check(
      'wallet_entries_kind',
      sql`${t.kind} in ('top_up','subscription','promotion','adjustment')`,
    ),
    check('wallet_entries_amount', sql`${t.amountMinor} <> 0`),
    check('wallet_entries_balance_after_non_negative', sql`${t.balanceAfterMinor} >= 0`),
  ],
);

/** Wallet top-ups through a gateway; a payment credits its wallet at most once. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** The gateway's id for it (Stripe Checkout Session id); null for the sandbox. */
    providerRef: text('provider_ref'),
    amountMinor: money('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('pending'),
    locale: text('locale').notNull().default('en'),
    walletEntryId: uuid('wallet_entry_id').references(() => walletEntries.id),
    failureReason: text('failure_reason'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    completedAt: timestamptz('completed_at'),
  },
  (t) => [
    check('payments_provider', sql`${t.provider} in ('sandbox','stripe')`),
    check('payments_status', sql`${t.status} in ('pending','succeeded','failed')`),
    check('payments_amount', sql`${t.amountMinor} > 0`),
    uniqueIndex('payments_provider_ref_unique').on(t.provider, t.providerRef),
    index('payments_user_idx').on(t.userId, t.createdAt),
  ],
);

/** A paid period of a plan. Expiry is by time (`ends_at`), never by a job. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    status: text('status').notNull().default('active'),
    priceMinor: money('price_minor').notNull(),
    currency: text('currency').notNull(),
    walletEntryId: uuid('wallet_entry_id')
      .notNull()
      .references(() => walletEntries.id),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('subscriptions_status', sql`${t.status} in ('active','cancelled')`),
    check('subscriptions_period', sql`${t.endsAt} > ${t.startsAt}`),
    uniqueIndex('subscriptions_wallet_entry_unique').on(t.walletEntryId),
    index('subscriptions_user_idx').on(t.userId, t.endsAt),
  ],
);

/** An owner paid to feature an advertisement from `starts_at` to `ends_at`. */
export const promotions = pgTable(
  'promotions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    advertisementId: uuid('advertisement_id')
      .notNull()
      .references(() => advertisements.id, { onDelete: 'cascade' }),
    packageCode: text('package_code').notNull(),
    days: integer('days').notNull(),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    priceMinor: money('price_minor').notNull(),
    currency: text('currency').notNull(),
    walletEntryId: uuid('wallet_entry_id')
      .notNull()
      .references(() => walletEntries.id),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('promotions_days', sql`${t.days} between 1 and 365`),
    check('promotions_period', sql`${t.endsAt} > ${t.startsAt}`),
    uniqueIndex('promotions_wallet_entry_unique').on(t.walletEntryId),
    index('promotions_owner_idx').on(t.ownerId, t.endsAt),
    index('promotions_advertisement_idx').on(t.advertisementId, t.endsAt),
  ],
);

export type PlanRow = typeof plans.$inferSelect;
export type WalletRow = typeof wallets.$inferSelect;
export type WalletEntryRow = typeof walletEntries.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PromotionRow = typeof promotions.$inferSelect;
