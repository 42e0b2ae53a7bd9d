/**
 * Shapes of billing data that pages hand to client islands. No 'server-only': both sides import.
 */
import type { Locale } from '@/i18n/routing';

export type PlanAudience = 'INVESTOR' | 'OWNER';

/** Limits a plan grants; absent means "not limited by this plan". */
export type PlanLimits = {
  contactRequestsPerMonth?: number;
  activeListings?: number;
  /** Megabytes of deal room documents per opportunity. */
  dealRoomMegabytes?: number;
};

export type LocalizedText = { en: string; ar: string };

export type Plan = {
  id: string;
  code: string;
  audience: PlanAudience;
  name: LocalizedText;
  description: LocalizedText;
  features: { en: string[]; ar: string[] };
  priceMinor: number;
  currency: string;
  durationDays: number;
  limits: PlanLimits;
  sortOrder: number;
  active: boolean;
};

export type SubscriptionView = {
  id: string;
  planCode: string;
  startsAt: Date;
  endsAt: Date;
  priceMinor: number;
  currency: string;
};

export type WalletEntryKind =
  | 'top_up'
  | 'subscription'
  | 'promotion'
  | 'adjustment'
  /** A gateway refunded (part of) a credited top-up: the money leaves the wallet again. */
  | 'refund'
  /** The payer disputed a credited top-up with their bank (a chargeback). */
  | 'dispute'
  /** A dispute closed in our favour: what it took is credited back. */
  | 'dispute_won'
  /** Part of a credit that went to what the wallet owed after a reversal. */
  | 'repayment';

/** Debits a restricted wallet refuses (reversals and repayments still apply). */
export const PURCHASE_KINDS: readonly WalletEntryKind[] = ['subscription', 'promotion'];

/**
 * `held`: paid at the gateway but not credited, because it would take the balance over its
 * ceiling; `refunded`: such a payment, given back through the gateway.
 */
export type PaymentStatus = 'pending' | 'succeeded' | 'failed' | 'held' | 'refunded';
export type PaymentProvider = 'sandbox' | 'stripe';

/** What a gateway reported after a payment was credited, as recorded in payment_reversals. */
export type ReversalKind = 'refund' | 'dispute' | 'dispute_won' | 'dispute_lost';

/** Context a ledger entry keeps for the history line (plan code, promoted ad, days, ...). */
export type EntryDetails = {
  planCode?: string;
  advertisementId?: string;
  advertisementTitle?: string;
  days?: number;
  provider?: PaymentProvider;
  note?: string;
  /** Reversals and repayments: the top-up they concern. */
  paymentId?: string;
  /** A reversal's full amount (what the entry took plus what became owed). */
  reversedMinor?: number;
  /** What a reversal could not take from the balance and left owed. */
  owedMinor?: number;
  /** A credit back that the ceiling kept out of the wallet. */
  heldMinor?: number;
};

export function localized(text: LocalizedText, locale: Locale | string): string {
  return locale === 'ar' ? text.ar : text.en;
}
