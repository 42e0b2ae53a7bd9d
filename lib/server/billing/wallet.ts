import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getBillingLimits } from '@/lib/billing/limits';
import type { EntryDetails, PaymentStatus, WalletEntryKind } from '@/lib/billing/types';
import { executeRows, getDb, type Database } from '@/lib/db';
import { walletEntries, wallets, type WalletEntryRow, type WalletRow } from '@/lib/db/schema';

/**
 * The wallet ledger. Every change runs inside ONE transaction that first locks the wallet row
 * (`SELECT ... FOR UPDATE`), so concurrent changes of one wallet happen one after another; the
 * database's CHECK constraints (balance >= 0, balance_after >= 0) back the code's own test.
 */

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
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
  | { status: 'insufficient'; wallet: WalletRow; missingMinor: number };

/** Creates the user's wallet when missing and locks its row until the transaction ends. */
export async function lockWallet(tx: Tx, userId: string, currency: string): Promise<WalletRow> {
  await tx.insert(wallets).values({ userId, currency }).onConflictDoNothing();
  const [wallet] = await tx.select().from(wallets).where(eq(wallets.userId, userId)).for('update');
  if (!wallet) throw new Error(`wallet of ${userId} could not be created`);
  return wallet;
}

/**
 * Applies one signed change to a user's wallet inside `tx`. A key seen before answers
 * 'duplicate' with the original entry (no second change); a debit larger than the balance
 * answers 'insufficient' and changes nothing.
 */
export async function applyLedgerChange(
  tx: Tx,
  userId: string,
  change: LedgerChange,
  now: Date = new Date(),
): Promise<LedgerResult> {
  if (!Number.isSafeInteger(change.amountMinor) || change.amountMinor === 0) {
    throw new Error(`invalid ledger amount ${change.amountMinor}`);
  }
  const wallet = await lockWallet(tx, userId, change.currency);
  // Read after the lock: a concurrent holder of the same key has committed (or rolled back) by now.
  const [existing] = await tx
    .select()
    .from(walletEntries)
    .where(eq(walletEntries.idempotencyKey, change.idempotencyKey))
    .limit(1);
  if (existing) {
    if (existing.walletId !== wallet.id) {
      throw new Error(`idempotency key ${change.idempotencyKey} belongs to another wallet`);
    }
    return { status: 'duplicate', entry: existing, wallet };
  }
  if (wallet.currency !== change.currency) {
    throw new Error(`wallet currency ${wallet.currency} differs from ${change.currency}`);
  }
  const balanceAfterMinor = wallet.balanceMinor + change.amountMinor;
  if (balanceAfterMinor < 0)
    return { status: 'insufficient', wallet, missingMinor: -balanceAfterMinor };
  const [entry] = await tx
    .insert(walletEntries)
    .values({
      walletId: wallet.id,
      kind: change.kind,
      amountMinor: change.amountMinor,
      balanceAfterMinor,
      currency: change.currency,
      idempotencyKey: change.idempotencyKey,
      details: change.details ?? {},
      createdAt: now,
    })
    .returning();
  const [updated] = await tx
    .update(wallets)
    .set({ balanceMinor: sql`${wallets.balanceMinor} + ${change.amountMinor}`, updatedAt: now })
    .where(eq(wallets.id, wallet.id))
    .returning();
  if (!entry || !updated || updated.balanceMinor !== balanceAfterMinor) {
    throw new Error('ledger write did not land as computed');
  }
  return { status: 'applied', entry, wallet: updated };
}

export type WalletSummary = { balanceMinor: number; currency: string };

/** The balance (zero for a user who never had a wallet). A plain read: shows, never decides. */
export async function getWalletSummary(userId: string, db?: Executor): Promise<WalletSummary> {
  const executor = db ?? (await getDb());
  const [wallet] = await executor
    .select({ balanceMinor: wallets.balanceMinor, currency: wallets.currency })
    .from(wallets)
    .where(eq(wallets.userId, userId))
    .limit(1);
  return wallet ?? { balanceMinor: 0, currency: getBillingLimits().currency };
}

/** One line of the wallet history: a ledger entry, or a top-up that credited nothing (yet). */
export type HistoryItem = {
  id: string;
  source: 'entry' | 'payment';
  kind: WalletEntryKind;
  amountMinor: number;
  currency: string;
  balanceAfterMinor: number | null;
  /** Entries are settled; payments show why they did not credit. */
  status: PaymentStatus;
  details: EntryDetails;
  createdAt: Date;
};

export type HistoryPage = { items: HistoryItem[]; total: number; page: number; pageCount: number };

type HistoryRow = {
  id: string;
  source: 'entry' | 'payment';
  kind: WalletEntryKind;
  amount_minor: string | number;
  currency: string;
  balance_after_minor: string | number | null;
  status: PaymentStatus;
  details: EntryDetails | string | null;
  created_at: Date | string;
};

/**
 * The user's history, newest first, paginated in the database: the ledger entries and the
 * top-ups that did not credit (pending or failed); a succeeded top-up shows as its entry.
 */
export async function listWalletHistory(
  userId: string,
  options: { page?: number; pageSize?: number } = {},
): Promise<HistoryPage> {
  const db = await getDb();
  const pageSize = Math.min(100, Math.max(1, Math.floor(options.pageSize ?? 10)));
  const page = Math.max(1, Math.floor(options.page ?? 1));
  const history = sql`
    select e.id, 'entry' as source, e.kind, e.amount_minor, e.currency, e.balance_after_minor,
           'succeeded' as status, e.details, e.created_at, e.seq
      from wallet_entries e join wallets w on w.id = e.wallet_id
     where w.user_id = ${userId}
    union all
    select p.id, 'payment' as source, 'top_up' as kind, p.amount_minor, p.currency,
           null as balance_after_minor, p.status,
           jsonb_build_object('provider', p.provider) as details, p.created_at, null as seq
      from payments p
     where p.user_id = ${userId} and p.status <> 'succeeded'`;
  const [counted] = await executeRows<{ total: string | number }>(
    db,
    sql`select count(*) as total from (${history}) h`,
  );
  const total = Number(counted?.total ?? 0);
  const rows = await executeRows<HistoryRow>(
    db,
    sql`select * from (${history}) h order by h.created_at desc, h.seq desc nulls last, h.id desc
        limit ${pageSize} offset ${(page - 1) * pageSize}`,
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      source: row.source,
      kind: row.kind,
      amountMinor: Number(row.amount_minor),
      currency: row.currency,
      balanceAfterMinor: row.balance_after_minor === null ? null : Number(row.balance_after_minor),
      status: row.status,
      details: (typeof row.details === 'string' ? JSON.parse(row.details) : row.details) ?? {},
      createdAt: new Date(row.created_at),
    })),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
  };
}

/** Sum of a wallet's entries (for invariant checks): always equals its balance. */
export async function sumWalletEntries(userId: string): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${walletEntries.amountMinor}), 0)` })
    .from(walletEntries)
    .innerJoin(wallets, and(eq(wallets.id, walletEntries.walletId), eq(wallets.userId, userId)));
  return Number(row?.total ?? 0);
}
