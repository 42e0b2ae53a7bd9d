import 'server-only';
import { eq } from 'drizzle-orm';
import { getBillingLimits } from '@/features/billing/limits';
import { ADJUSTMENT_REASON_MAX } from '@/features/staff/schemas/users';
import { recordAudit } from '@/features/staff/server/audit';
import { assertAdmin, type StaffActor } from '@/features/staff/server/staff-access';
import { isMember } from '@/lib/auth/roles';
import { getDb } from '@/lib/db';
import { users } from '@/lib/db/schema';
import { DomainError } from '@/lib/errors/domain-error';
import { isUuid } from '@/lib/ids';
import { applyLedgerChange, lockWallet } from './wallet';

export type WalletAdjustment = {
  userId: string;
  /** Signed minor units: a credit is positive, a debit negative; never zero. */
  amountMinor: number;
  reason: string;
  /** Made when the form rendered: a double submit changes the balance once. */
  idempotencyKey: string;
};

export type AdjustmentResult = {
  status: 'applied' | 'duplicate';
  entryId: string;
  balanceMinor: number;
};

/**
 * An admin credits or debits a member's wallet by hand: one `adjustment` ledger entry through the
 * ledger's own function (under the wallet's lock: never below zero, never above the ceiling) and
 * its audit entry, in one transaction. A key seen before answers `duplicate` and changes nothing.
 */
export async function adjustWallet(
  actor: StaffActor,
  input: WalletAdjustment,
  { now = new Date() }: { now?: Date } = {},
): Promise<AdjustmentResult> {
  assertAdmin(actor);
  const reason = input.reason.trim();
  if (!reason) throw DomainError.field('reason', 'required');
  if (reason.length > ADJUSTMENT_REASON_MAX) {
    throw DomainError.field('reason', 'max', { length: ADJUSTMENT_REASON_MAX });
  }
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor === 0) {
    throw DomainError.field('amount', 'not_one_of');
  }
  if (!isUuid(input.idempotencyKey)) throw new DomainError('invalid');
  if (!isUuid(input.userId)) throw new DomainError('moderation.user_not_found');

  const db = await getDb();
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: users.id, type: users.type })
      .from(users)
      .where(eq(users.id, input.userId));
    if (!target) throw new DomainError('moderation.user_not_found');
    if (!isMember(target)) throw new DomainError('wallet.not_member');

    // Locked first, so the balance read here is the one the change applies to.
    const before = await lockWallet(tx, target.id, getBillingLimits().currency);
    const result = await applyLedgerChange(
      tx,
      target.id,
      {
        kind: 'adjustment',
        amountMinor: input.amountMinor,
        currency: before.currency,
        idempotencyKey: `adjust:${input.idempotencyKey}`,
        details: { note: reason },
      },
      now,
    );
    switch (result.status) {
      case 'insufficient':
        throw new DomainError('wallet.insufficient');
      case 'over_ceiling':
        throw new DomainError('wallet.over_ceiling');
      case 'restricted':
        // Only purchases are refused from a restricted wallet; an adjustment never gets here.
        throw new Error('an adjustment was refused as a purchase');
      case 'duplicate':
        return {
          status: 'duplicate',
          entryId: result.entry.id,
          balanceMinor: result.wallet.balanceMinor,
        };
    }
    await recordAudit(tx, actor, {
      action: 'wallet.adjust',
      targetKind: 'user',
      targetId: target.id,
      before: { balanceMinor: before.balanceMinor, owedMinor: before.owedMinor },
      after: {
        balanceMinor: result.wallet.balanceMinor,
        owedMinor: result.wallet.owedMinor,
        amountMinor: input.amountMinor,
        currency: before.currency,
        entryId: result.entry.id,
      },
      reason,
    });
    return {
      status: 'applied',
      entryId: result.entry.id,
      balanceMinor: result.wallet.balanceMinor,
    };
  });
}
