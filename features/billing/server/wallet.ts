import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getBillingLimits } from '@/features/billing/limits';
import { PURCHASE_KINDS, type EntryDetails, type WalletEntryKind } from '@/features/billing/types';
import { getDb, type Database, type Tx } from '@/lib/db';
import { walletEntries, wallets, type WalletEntryRow, type WalletRow } from '@/lib/db/schema';

export { listWalletHistory, type HistoryItem } from './history';

/**
 * The wallet ledger. Every change runs inside ONE transaction that first locks the wallet row
 * (`SELECT ... FOR UPDATE`), so concurrent changes of one wallet happen one after another. Under
 * that lock the code decides: never below zero, never above the ceiling (WALLET_MAX_BALANCE, for
 * every credit), no purchase while the wallet owes money; the database's CHECK constraints back
 * what they can (balance >= 0, balance_after >= 0, owed only on an empty, restricted wallet).
 */

export type { Tx };
export type Executor = Database | Tx;

export type LedgerChange = {
  kind: WalletEntryKind;
  /** Signed minor units: a credit is positive, a debit negative. */
  amountMinor: number;
  currency: string;
  /** Unique across the ledger: the same key never changes a balance twice. */
  idempotencyKey: string;
  details?: EntryDetails;
};

export type LedgerResult =
  | { status: 'applied' | 'duplicate'; entry: WalletEntryRow; wallet: WalletRow }
  | { status: 'insufficient'; wallet: WalletRow; missingMinor: number }
  /** A credit that would take the balance above the ceiling: nothing was written. */
  | { status: 'over_ceiling'; wallet: WalletRow; ceilingMinor: number }
  /** A purchase from a wallet that owes money after a reversal: nothing was written. */
  | { status: 'restricted'; wallet: WalletRow; owedMinor: number };

/** Creates the user's wallet when missing and locks its row until the transaction ends. */
export async function lockWallet(tx: Tx, userId: string, currency: string): Promise<WalletRow> {
  await tx.insert(wallets).values({ userId, currency }).onConflictDoNothing();
  const [wallet] = await tx.select().from(wallets).where(eq(wallets.userId, userId)).for('update');
  if (!wallet) throw new Error(`wallet of ${userId} could not be created`);
  return wallet;
}

type Line = Omit<LedgerChange, 'currency'>;

/**
 * Appends entries to a LOCKED wallet (each with the balance right after it) and stores the final
 * balance and what it owes in one update, so every CHECK holds after each statement.
 */
async function post(
  tx: Tx,
  wallet: WalletRow,
  currency: string,
  lines: Line[],
  owedMinor: number,
  now: Date,
): Promise<{ entries: WalletEntryRow[]; wallet: WalletRow }> {
  let balance = wallet.balanceMinor;
  const entries: WalletEntryRow[] = [];
  for (const line of lines) {
    balance += line.amountMinor;
    const [entry] = await tx
      .insert(walletEntries)
      .values({
        walletId: wallet.id,
        kind: line.kind,
        amountMinor: line.amountMinor,
        balanceAfterMinor: balance,
        currency,
        idempotencyKey: line.idempotencyKey,
        details: line.details ?? {},
        createdAt: now,
      })
      .returning();
    if (!entry) throw new Error('ledger insert returned nothing');
    entries.push(entry);
  }
  const delta = balance - wallet.balanceMinor;
  const [updated] = await tx
    .update(wallets)
    .set({
      balanceMinor: sql`${wallets.balanceMinor} + ${delta}`,
      owedMinor,
      restricted: owedMinor > 0,
      updatedAt: now,
    })
    .where(eq(wallets.id, wallet.id))
    .returning();
  if (!updated || updated.balanceMinor !== balance) {
    throw new Error('ledger write did not land as computed');
  }
  return { entries, wallet: updated };
}

async function findEntry(tx: Tx, wallet: WalletRow, key: string): Promise<WalletEntryRow | null> {
  // Read after the lock: a concurrent holder of the same key has committed (or rolled back) by now.
  const [existing] = await tx
    .select()
    .from(walletEntries)
    .where(eq(walletEntries.idempotencyKey, key))
    .limit(1);
  if (existing && existing.walletId !== wallet.id) {
    throw new Error(`idempotency key ${key} belongs to another wallet`);
  }
  return existing ?? null;
}

/** Whether a change with this idempotency key was already applied (to any wallet). */
export async function hasLedgerEntry(tx: Executor, key: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: walletEntries.id })
    .from(walletEntries)
    .where(eq(walletEntries.idempotencyKey, key))
    .limit(1);
  return row !== undefined;
}

/**
 * Applies one signed change to a user's wallet inside `tx`. A key seen before answers
 * 'duplicate' with the original entry (no second change). A debit larger than the balance answers
 * 'insufficient', a purchase from a restricted wallet 'restricted', a credit that would cross the
 * ceiling 'over_ceiling': each changes nothing. A credit to a wallet that owes money repays the
 * debt first (a `repayment` entry right after it, key `repay:<key>`), which lifts the restriction
 * once nothing is owed.
 */
export async function applyLedgerChange(
  tx: Tx,
  userId: string,
  change: LedgerChange,
  now: Date = new Date(),
  options: { ceilingMinor?: number } = {},
): Promise<LedgerResult> {
  if (!Number.isSafeInteger(change.amountMinor) || change.amountMinor === 0) {
    throw new Error(`invalid ledger amount ${change.amountMinor}`);
  }
  const wallet = await lockWallet(tx, userId, change.currency);
  const existing = await findEntry(tx, wallet, change.idempotencyKey);
  if (existing) return { status: 'duplicate', entry: existing, wallet };
  if (wallet.currency !== change.currency) {
    throw new Error(`wallet currency ${wallet.currency} differs from ${change.currency}`);
  }
  if (change.amountMinor < 0) {
    if (wallet.restricted && PURCHASE_KINDS.includes(change.kind)) {
      return { status: 'restricted', wallet, owedMinor: wallet.owedMinor };
    }
    const after = wallet.balanceMinor + change.amountMinor;
    if (after < 0) return { status: 'insufficient', wallet, missingMinor: -after };
    const posted = await post(tx, wallet, change.currency, [change], wallet.owedMinor, now);
    return { status: 'applied', entry: posted.entries[0]!, wallet: posted.wallet };
  }
  const ceilingMinor = options.ceilingMinor ?? getBillingLimits().maxBalanceMinor;
  // Judged on the credit before any repayment: no entry's balance_after ever exceeds the ceiling.
  if (wallet.balanceMinor + change.amountMinor > ceilingMinor) {
    return { status: 'over_ceiling', wallet, ceilingMinor };
  }
  const repaid = Math.min(wallet.owedMinor, change.amountMinor);
  const lines: Line[] = [change];
  if (repaid > 0) {
    lines.push({
      kind: 'repayment',
      amountMinor: -repaid,
      idempotencyKey: `repay:${change.idempotencyKey}`,
      details: { paymentId: change.details?.paymentId, owedMinor: wallet.owedMinor - repaid },
    });
  }
  const posted = await post(tx, wallet, change.currency, lines, wallet.owedMinor - repaid, now);
  return { status: 'applied', entry: posted.entries[0]!, wallet: posted.wallet };
}

export type ReversalChange = Omit<LedgerChange, 'amountMinor'> & {
  /** What the gateway took back (positive). */
  amountMinor: number;
};

export type ReversalOutcome = {
  /** The entry that took money from the balance; null when the balance was already zero. */
  entry: WalletEntryRow | null;
  takenMinor: number;
  owedMinor: number;
  wallet: WalletRow;
};

/**
 * Takes money a gateway reversed (a refund, a chargeback) out of a wallet inside `tx`. It never
 * goes below zero: what the balance cannot cover is added to what the wallet owes, which
 * restricts it. The caller makes it idempotent (payment_reversals, under the payment's lock).
 */
export async function reverseFromWallet(
  tx: Tx,
  userId: string,
  change: ReversalChange,
  now: Date = new Date(),
): Promise<ReversalOutcome> {
  if (!Number.isSafeInteger(change.amountMinor) || change.amountMinor <= 0) {
    throw new Error(`invalid reversal amount ${change.amountMinor}`);
  }
  const wallet = await lockWallet(tx, userId, change.currency);
  if (wallet.currency !== change.currency) {
    throw new Error(`wallet currency ${wallet.currency} differs from ${change.currency}`);
  }
  const takenMinor = Math.min(wallet.balanceMinor, change.amountMinor);
  const owedMinor = change.amountMinor - takenMinor;
  const details = { ...change.details, reversedMinor: change.amountMinor, owedMinor };
  const lines: Line[] = takenMinor > 0 ? [{ ...change, amountMinor: -takenMinor, details }] : [];
  const posted = await post(tx, wallet, change.currency, lines, wallet.owedMinor + owedMinor, now);
  return { entry: posted.entries[0] ?? null, takenMinor, owedMinor, wallet: posted.wallet };
}

export type WalletSummary = {
  balanceMinor: number;
  currency: string;
  /** Owed after a reversal; while above zero the wallet is restricted. */
  owedMinor: number;
  restricted: boolean;
};

/** The balance (zero for a user who never had a wallet). A plain read: shows, never decides. */
export async function getWalletSummary(userId: string, db?: Executor): Promise<WalletSummary> {
  const executor = db ?? (await getDb());
  const [wallet] = await executor
    .select({
      balanceMinor: wallets.balanceMinor,
      currency: wallets.currency,
      owedMinor: wallets.owedMinor,
      restricted: wallets.restricted,
    })
    .from(wallets)
    .where(eq(wallets.userId, userId))
    .limit(1);
  return (
    wallet ?? {
      balanceMinor: 0,
      currency: getBillingLimits().currency,
      owedMinor: 0,
      restricted: false,
    }
  );
}
