/**
 * Shapes of billing data that pages hand to client islands. No 'server-only': both sides import.
 */
import type { Locale } from '@/i18n/routing';

export type PlanAudience = 'INVESTOR' | 'OWNER';
export const PLAN_AUDIENCES: readonly PlanAudience[] = ['INVESTOR', 'OWNER'];

/** Limits a plan grants; absent means "not limited by this plan". */
export type PlanLimits = { contactRequestsPerMonth?: number; activeListings?: number };

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

export type WalletEntryKind = 'top_up' | 'subscription' | 'promotion' | 'adjustment';
export const WALLET_ENTRY_KINDS: readonly WalletEntryKind[] = [
  'top_up',
  'subscription',
  'promotion',
  'adjustment',
];

export type PaymentStatus = 'pending' | 'succeeded' | 'failed';
export type PaymentProvider = 'sandbox' | 'stripe';

/** Context a ledger entry keeps for the history line (plan code, promoted ad, days, ...). */
export type EntryDetails = {
  planCode?: string;
  advertisementId?: string;
  advertisementTitle?: string;
  days?: number;
  provider?: PaymentProvider;
  note?: string;
};

export function localized(text: LocalizedText, locale: Locale | string): string {
  return locale === 'ar' ? text.ar : text.en;
}
