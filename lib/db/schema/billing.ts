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
import type { EntryDetails, PlanLimits } from '@/features/billing/types';
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

/**
 * One wallet per user. The balance can never go below zero: the database refuses it. A reversal
 * (refund, chargeback) larger than the balance takes it to zero and leaves the rest owed: the
 * wallet is then restricted (no purchases) until credits have repaid it.
 */
export const wallets = pgTable(
  'wallets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull().default('SAR'),
    balanceMinor: money('balance_minor').notNull().default(0),
    owedMinor: money('owed_minor').notNull().default(0),
    restricted: boolean('restricted').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallets_user_unique').on(t.userId),
    check('wallets_balance_non_negative', sql`${t.balanceMinor} >= 0`),
    check('wallets_owed_non_negative', sql`${t.owedMinor} >= 0`),
    check('wallets_restricted_while_owed', sql`${t.restricted} = (${t.owedMinor} > 0)`),
    // Credits repay what is owed before anything reaches the balance.
    check('wallets_owed_only_when_empty', sql`${t.owedMinor} = 0 or ${t.balanceMinor} = 0`),
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
      sql`${t.kind} in ('top_up','subscription','promotion','adjustment','refund','dispute','dispute_won','repayment')`,
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
    /**
     * The gateway's id of the money itself (Stripe PaymentIntent), learnt when the checkout
     * completes: refunds and disputes name it, and a held payment is refunded through it.
     */
    providerPaymentRef: text('provider_payment_ref'),
    amountMinor: money('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('pending'),
    locale: text('locale').notNull().default('en'),
    walletEntryId: uuid('wallet_entry_id').references(() => walletEntries.id),
    /** Why it credited nothing: declined, checkout_error, over_ceiling (held), ... */
    failureReason: text('failure_reason'),
    /** How much the gateway has refunded so far (its running total): a refund counts once. */
    refundedMinor: money('refunded_minor').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    completedAt: timestamptz('completed_at'),
  },
  (t) => [
    check('payments_provider', sql`${t.provider} in ('sandbox','stripe')`),
    check(
      'payments_status',
      sql`${t.status} in ('pending','succeeded','failed','held','refunded')`,
    ),
    check('payments_amount', sql`${t.amountMinor} > 0`),
    check('payments_refunded', sql`${t.refundedMinor} between 0 and ${t.amountMinor}`),
    uniqueIndex('payments_provider_ref_unique').on(t.provider, t.providerRef),
    uniqueIndex('payments_provider_payment_ref_unique').on(t.provider, t.providerPaymentRef),
    index('payments_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * What a gateway reported about a payment after it was credited: a refund, a dispute opened, won
 * or lost. Append-only (a trigger refuses updates), one row per event under a key derived from
 * the gateway's ids, so a replayed event changes nothing. A row records how the wallet moved:
 * `balance_change_minor` (what its ledger entry did), `owed_change_minor` (what the balance could
 * not cover, or what a credit repaid) and `held_minor` (a credit back the ceiling kept out).
 */
export const paymentReversals = pgTable(
  'payment_reversals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    amountMinor: money('amount_minor').notNull(),
    balanceChangeMinor: money('balance_change_minor').notNull().default(0),
    owedChangeMinor: money('owed_change_minor').notNull().default(0),
    heldMinor: money('held_minor').notNull().default(0),
    currency: text('currency').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The gateway's object (Stripe charge or dispute id; `sandbox:<payment>`). */
    providerRef: text('provider_ref'),
    walletEntryId: uuid('wallet_entry_id').references(() => walletEntries.id),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_reversals_idempotency_unique').on(t.idempotencyKey),
    index('payment_reversals_payment_idx').on(t.paymentId, t.createdAt),
    index('payment_reversals_user_idx').on(t.userId, t.createdAt),
    check(
      'payment_reversals_kind',
      sql`${t.kind} in ('refund','dispute','dispute_won','dispute_lost')`,
    ),
    check('payment_reversals_amount', sql`${t.amountMinor} > 0`),
    check('payment_reversals_held', sql`${t.heldMinor} >= 0`),
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
export type PaymentReversalRow = typeof paymentReversals.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PromotionRow = typeof promotions.$inferSelect;
