import 'server-only';
import { and, desc, eq, gt, lte } from 'drizzle-orm';
import { getBillingLimits } from '@/features/billing/limits';
import { getDb } from '@/lib/db';
import { advertisements, promotions, type PromotionRow } from '@/lib/db/schema';
import { isUuid } from '@/lib/ids';
import type { Actor } from './subscriptions';
import { applyLedgerChange, lockWallet } from './wallet';
import { revalidateCatalogue } from '@/features/listings/server/cache-tags';
import { isOwner } from '@/lib/auth/roles';

const DAY_MS = 24 * 60 * 60 * 1000;

export type PromotableAd = { id: string; title: string; promotedUntil: Date | null };

export type PromotionView = {
  id: string;
  advertisementId: string;
  advertisementTitle: string;
  packageCode: string;
  days: number;
  startsAt: Date;
  endsAt: Date;
  priceMinor: number;
  currency: string;
};

export type PromoteResult =
  | { status: 'promoted'; promotion: PromotionView; balanceMinor: number; duplicate: boolean }
  | { status: 'insufficient'; priceMinor: number; balanceMinor: number; missingMinor: number }
  /** The wallet owes money after a refund or dispute: no purchases until it is repaid. */
  | { status: 'restricted'; owedMinor: number }
  /** Not one of the actor's published advertisements (or no such id). */
  | { status: 'not_found' }
  | { status: 'unknown_package' }
  | { status: 'forbidden' };

function toView(row: PromotionRow, title: string): PromotionView {
  return {
    id: row.id,
    advertisementId: row.advertisementId,
    advertisementTitle: title,
    packageCode: row.packageCode,
    days: row.days,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    priceMinor: row.priceMinor,
    currency: row.currency,
  };
}

/** The owner's published advertisements, the only ones that can be featured. */
export async function listPromotableAds(actor: Actor): Promise<PromotableAd[]> {
  if (!isOwner(actor)) return [];
  const db = await getDb();
  return db
    .select({
      id: advertisements.id,
      title: advertisements.title,
      promotedUntil: advertisements.promotedUntil,
    })
    .from(advertisements)
    .where(and(eq(advertisements.ownerId, actor.id), eq(advertisements.status, 'published')))
    .orderBy(desc(advertisements.updatedAt))
    .limit(200);
}

/**
 * Features one of the owner's published advertisements for a package's days, paid from the
 * wallet, in ONE transaction (wallet locked, then the advertisement): promoted_until becomes
 * greatest(now, promoted_until) + days. `requestId` makes a repeated request charge once.
 */
export async function promote(
  actor: Actor,
  input: { advertisementId: string; packageCode: string; requestId: string },
  options: { now?: Date } = {},
): Promise<PromoteResult> {
  if (!isOwner(actor)) return { status: 'forbidden' };
  const limits = getBillingLimits();
  const pkg = limits.promotionPackages.find((p) => p.code === input.packageCode);
  if (!pkg) return { status: 'unknown_package' };
  if (!isUuid(input.advertisementId)) return { status: 'not_found' };
  const now = options.now ?? new Date();
  const db = await getDb();
  const result = await db.transaction(async (tx): Promise<PromoteResult> => {
    await lockWallet(tx, actor.id, limits.currency);
    const [ad] = await tx
      .select({
        id: advertisements.id,
        title: advertisements.title,
        until: advertisements.promotedUntil,
      })
      .from(advertisements)
      .where(
        and(
          eq(advertisements.id, input.advertisementId),
          eq(advertisements.ownerId, actor.id),
          eq(advertisements.status, 'published'),
        ),
      )
      .for('update');
    if (!ad) return { status: 'not_found' };
    const ledger = await applyLedgerChange(
      tx,
      actor.id,
      {
        kind: 'promotion',
        amountMinor: -pkg.priceMinor,
        currency: limits.currency,
        idempotencyKey: `promote:${actor.id}:${input.requestId}`,
        details: { advertisementId: ad.id, advertisementTitle: ad.title, days: pkg.days },
      },
      now,
    );
    if (ledger.status === 'insufficient') {
      return {
        status: 'insufficient',
        priceMinor: pkg.priceMinor,
        balanceMinor: ledger.wallet.balanceMinor,
        missingMinor: ledger.missingMinor,
      };
    }
    if (ledger.status === 'restricted')
      return { status: 'restricted', owedMinor: ledger.owedMinor };
    if (ledger.status === 'over_ceiling') throw new Error('a debit cannot cross the ceiling');
    if (ledger.status === 'duplicate') {
      const [existing] = await tx
        .select()
        .from(promotions)
        .where(eq(promotions.walletEntryId, ledger.entry.id));
      if (!existing) throw new Error('a promotion debit without its promotion');
      const [title] = await tx
        .select({ title: advertisements.title })
        .from(advertisements)
        .where(eq(advertisements.id, existing.advertisementId));
      return {
        status: 'promoted',
        promotion: toView(existing, title?.title ?? ''),
        balanceMinor: ledger.wallet.balanceMinor,
        duplicate: true,
      };
    }
    const startsAt = ad.until && ad.until.getTime() > now.getTime() ? ad.until : now;
    const endsAt = new Date(startsAt.getTime() + pkg.days * DAY_MS);
    await tx
      .update(advertisements)
      .set({ promotedUntil: endsAt })
      .where(eq(advertisements.id, ad.id));
    const [row] = await tx
      .insert(promotions)
      .values({
        ownerId: actor.id,
        advertisementId: ad.id,
        packageCode: pkg.code,
        days: pkg.days,
        startsAt,
        endsAt,
        priceMinor: pkg.priceMinor,
        currency: limits.currency,
        walletEntryId: ledger.entry.id,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('promotion insert returned nothing');
    return {
      status: 'promoted',
      promotion: toView(row, ad.title),
      balanceMinor: ledger.wallet.balanceMinor,
      duplicate: false,
    };
  });
  // Featured ads are listed first and badged: the cached catalogue changes after commit.
  if (result.status === 'promoted' && !result.duplicate) revalidateCatalogue('advertisement');
  return result;
}

/** The owner's promotions: running or scheduled ones, and the most recent ended ones. */
export async function listPromotions(
  actor: Actor,
  now: Date = new Date(),
  pastLimit = 20,
): Promise<{ active: PromotionView[]; past: PromotionView[] }> {
  if (!isOwner(actor)) return { active: [], past: [] };
  const db = await getDb();
  const select = () =>
    db
      .select({ row: promotions, title: advertisements.title })
      .from(promotions)
      .innerJoin(advertisements, eq(advertisements.id, promotions.advertisementId));
  const mine = eq(promotions.ownerId, actor.id);
  const [active, past] = await Promise.all([
    select()
      .where(and(mine, gt(promotions.endsAt, now)))
      .orderBy(promotions.startsAt),
    select()
      .where(and(mine, lte(promotions.endsAt, now)))
      .orderBy(desc(promotions.endsAt))
      .limit(pastLimit),
  ]);
  return {
    active: active.map((r) => toView(r.row, r.title)),
    past: past.map((r) => toView(r.row, r.title)),
  };
}
