import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getBillingLimits } from '@/features/billing/limits';
import { adjustWallet } from '@/features/billing/server/wallet-adjust';
import { getDb, schema } from '@/lib/db';
import { outcome } from '../auth/outcome';
import { createUser as createStaff } from '../staff/helpers';
import { createUser, fund, walletState } from './helpers';

const adjust = (
  actor: { id: string; email: string; type: string },
  userId: string,
  amountMinor: number,
  idempotencyKey: string = randomUUID(),
) => adjustWallet(actor, { userId, amountMinor, reason: 'Goodwill credit', idempotencyKey });

async function auditOf(userId: string) {
  const db = await getDb();
  return db.select().from(schema.auditLog).where(eq(schema.auditLog.targetId, userId));
}

describe('wallet adjustments by an admin', () => {
  it('credits and debits through the ledger, audited with the balance before and after', async () => {
    const admin = await createStaff('ADMIN');
    const member = await createUser('INVESTOR');
    await fund(member.id, 50_00);
    const credit = await adjust(admin, member.id, 25_00);
    expect(credit).toMatchObject({ status: 'applied', balanceMinor: 75_00 });
    const debit = await adjust(admin, member.id, -70_00);
    expect(debit).toMatchObject({ status: 'applied', balanceMinor: 5_00 });

    const state = await walletState(member.id);
    expect(state).toMatchObject({ balance: 5_00, sum: 5_00 });
    const db = await getDb();
    const [entry] = await db
      .select()
      .from(schema.walletEntries)
      .where(eq(schema.walletEntries.id, debit.entryId));
    expect(entry).toMatchObject({
      kind: 'adjustment',
      amountMinor: -70_00,
      balanceAfterMinor: 5_00,
      details: { note: 'Goodwill credit' },
    });
    const audit = await auditOf(member.id);
    expect(audit).toHaveLength(2);
    const debitAudit = audit.find((row) => row.after?.entryId === debit.entryId)!;
    expect(debitAudit).toMatchObject({
      action: 'wallet.adjust',
      actorId: admin.id,
      targetKind: 'user',
      reason: 'Goodwill credit',
      before: { balanceMinor: 75_00 },
      after: { balanceMinor: 5_00, amountMinor: -70_00 },
    });
  });

  it('never takes a balance below zero or above the ceiling', async () => {
    const admin = await createStaff('ADMIN');
    const member = await createUser('OWNER');
    await fund(member.id, 10_00);
    expect(await outcome(adjust(admin, member.id, -10_01))).toBe('wallet.insufficient');
    const ceiling = getBillingLimits().maxBalanceMinor;
    expect(await outcome(adjust(admin, member.id, ceiling - 10_00 + 1))).toBe(
      'wallet.over_ceiling',
    );
    expect(await outcome(adjust(admin, member.id, ceiling - 10_00))).toBe('ok');
    expect(await outcome(adjust(admin, member.id, -ceiling))).toBe('ok');
    const state = await walletState(member.id);
    expect(state).toMatchObject({ balance: 0, sum: 0 });
    // Refused changes left no audit entry.
    expect(await auditOf(member.id)).toHaveLength(2);
  });

  it('one idempotency key changes the balance once', async () => {
    const admin = await createStaff('ADMIN');
    const member = await createUser('INVESTOR');
    const key = randomUUID();
    const first = await adjust(admin, member.id, 30_00, key);
    const again = await adjust(admin, member.id, 30_00, key);
    expect(first.status).toBe('applied');
    expect(again).toEqual({ status: 'duplicate', entryId: first.entryId, balanceMinor: 30_00 });
    expect((await walletState(member.id)).balance).toBe(30_00);
    expect(await auditOf(member.id)).toHaveLength(1);
  });

  it('refuses moderators, members, staff wallets, zero and a missing reason', async () => {
    const admin = await createStaff('ADMIN');
    const moderator = await createStaff('MODERATOR');
    const member = await createUser('INVESTOR');
    expect(await outcome(adjust(moderator, member.id, 10_00))).toBe('forbidden');
    const owner = await createStaff('OWNER');
    expect(await outcome(adjust(owner, member.id, 10_00))).toBe('forbidden');
    expect(await outcome(adjust(admin, moderator.id, 10_00))).toBe('wallet.not_member');
    expect(await outcome(adjust(admin, randomUUID(), 10_00))).toBe('moderation.user_not_found');
    expect(await outcome(adjust(admin, member.id, 0))).toBe('v:not_one_of');
    const blank = {
      userId: member.id,
      amountMinor: 5_00,
      reason: '  ',
      idempotencyKey: randomUUID(),
    };
    expect(await outcome(adjustWallet(admin, blank))).toBe('v:required');
    const long = { ...blank, reason: 'x'.repeat(501) };
    expect(await outcome(adjustWallet(admin, long))).toBe('v:max:{"length":500}');
    expect(await walletState(member.id)).toMatchObject({ balance: 0, sum: 0 });
  });
});

/** Only a real PostgreSQL shows what the wallet's row lock is worth. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('concurrent adjustments (PostgreSQL)', () => {
  it('two debits racing for one balance: exactly one applies; one key twice: once', async () => {
    const admin = await createStaff('ADMIN');
    const member = await createUser('INVESTOR');
    await fund(member.id, 100_00);
    const debits = await Promise.all([
      outcome(adjust(admin, member.id, -60_00)),
      outcome(adjust(admin, member.id, -60_00)),
    ]);
    expect(debits.sort()).toEqual(['ok', 'wallet.insufficient']);
    const key = randomUUID();
    const credits = await Promise.all([
      adjust(admin, member.id, 15_00, key),
      adjust(admin, member.id, 15_00, key),
    ]);
    expect(credits.map((c) => c.status).sort()).toEqual(['applied', 'duplicate']);
    expect(await walletState(member.id)).toMatchObject({ balance: 55_00, sum: 55_00 });
    expect(await auditOf(member.id)).toHaveLength(2);
  });
});
