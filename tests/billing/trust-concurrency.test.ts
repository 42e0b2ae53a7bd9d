import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { executeRows, getDb, schema } from '@/lib/db';
import { completePayment, createTopUp } from '@/features/billing/server/payments';
import { promote } from '@/features/billing/server/promotions';
import { applyReversal } from '@/features/billing/server/reversals';
import { subscribe } from '@/features/billing/server/subscriptions';
import { createAd, createPlan, createUser, walletState, type TestUser } from './helpers';

/**
 * Any interleaving of top-ups (created, then completed, some twice at once), purchases and
 * reversals keeps a wallet's invariants: 0 <= balance <= ceiling, the entries add up to the
 * balance, money is owed only by an empty, restricted wallet, and every minor unit is accounted
 * for. Each step starts a batch of operations together; every operation checks the invariants
 * as soon as it is done (a one-statement snapshot while the others still run), and the batch is
 * checked again once all are done. On PostgreSQL the operations really run on separate
 * connections; on PGlite (one connection) the same code runs interleaved at every await.
 */

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const CEILING = 300_00;

type Op =
  | { type: 'topUp'; amount: number; replay: boolean }
  | { type: 'subscribe' }
  | { type: 'promote' }
  | { type: 'refund'; pick: number; share: number }
  | { type: 'dispute'; pick: number; outcome: 'won' | 'lost' | 'open' };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('topUp' as const),
      amount: fc.integer({ min: 1_00, max: 150_00 }),
      replay: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('subscribe' as const) }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('promote' as const) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('refund' as const),
      pick: fc.nat(),
      share: fc.double({ min: 0.1, max: 1, noNaN: true }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('dispute' as const),
      pick: fc.nat(),
      outcome: fc.constantFrom('won' as const, 'lost' as const, 'open' as const),
    }),
  },
);

async function expectInvariants(userId: string) {
  const state = await walletState(userId);
  expect(state.balance).toBeGreaterThanOrEqual(0);
  expect(state.balance).toBeLessThanOrEqual(CEILING);
  expect(state.sum).toBe(state.balance);
  expect(state.owed).toBeGreaterThanOrEqual(0);
  expect(state.restricted).toBe(state.owed > 0);
  if (state.owed > 0) expect(state.balance).toBe(0);
}

/** Every credit, debit and reversal of the user, from the rows that record them. */
async function expectAccounted(userId: string) {
  const db = await getDb();
  const [row] = await executeRows<Record<string, string | number>>(
    db,
    sql`select
      (select coalesce(sum(amount_minor), 0) from payments
        where user_id = ${userId} and status = 'succeeded') as credited,
      (select coalesce(sum(price_minor), 0) from subscriptions where user_id = ${userId})
        + (select coalesce(sum(price_minor), 0) from promotions where owner_id = ${userId}) as spent,
      (select coalesce(sum(amount_minor), 0) from payment_reversals
        where user_id = ${userId} and kind in ('refund','dispute')) as reversed,
      (select coalesce(sum(amount_minor - held_minor), 0) from payment_reversals
        where user_id = ${userId} and kind = 'dispute_won') as won_back,
      (select count(*) from wallet_entries e join wallets w on w.id = e.wallet_id
        where w.user_id = ${userId} and (e.balance_after_minor < 0
          or e.balance_after_minor > ${CEILING})) as out_of_bounds,
      (select count(*) from payments where user_id = ${userId} and status = 'held'
        and wallet_entry_id is not null) as held_credited`,
  );
  const n = (key: string) => Number(row?.[key] ?? 0);
  const state = await walletState(userId);
  expect(n('credited') + n('won_back') - n('spent') - n('reversed')).toBe(
    state.balance - state.owed,
  );
  expect(n('out_of_bounds')).toBe(0);
  expect(n('held_credited')).toBe(0);
}

describe('wallet invariants under any interleaving (property)', () => {
  let plan = '';
  beforeAll(async () => {
    vi.stubEnv('WALLET_TOP_UP_MIN', '1');
    vi.stubEnv('WALLET_TOP_UP_MAX', '150');
    vi.stubEnv('WALLET_MAX_BALANCE', String(CEILING / 100));
    vi.stubEnv('PROMOTION_PACKAGES', '3:35');
    plan = await createPlan(45_00, { audience: 'OWNER' });
  });
  afterAll(() => vi.unstubAllEnvs());

  async function run(owner: TestUser, adId: string, step: Op, paid: string[]) {
    const context = { locale: 'en' as const, origin: 'http://localhost' };
    switch (step.type) {
      case 'topUp': {
        const created = await createTopUp(owner, { amountMinor: step.amount }, context);
        if (created.status !== 'created') return;
        const complete = () =>
          completePayment({
            paymentId: created.payment.id,
            provider: 'sandbox',
            outcome: 'succeeded',
          });
        const results = await Promise.all(step.replay ? [complete(), complete()] : [complete()]);
        if (results.some((r) => r.status === 'credited')) paid.push(created.payment.id);
        return;
      }
      case 'subscribe':
        await subscribe(owner, { planCode: plan, requestId: randomUUID() });
        return;
      case 'promote':
        await promote(owner, {
          advertisementId: adId,
          packageCode: 'days-3',
          requestId: randomUUID(),
        });
        return;
      case 'refund': {
        const paymentId = paid[step.pick % Math.max(1, paid.length)];
        if (!paymentId) return;
        const db = await getDb();
        const [payment] = await db
          .select()
          .from(schema.payments)
          .where(eq(schema.payments.id, paymentId));
        const total = Math.max(1, Math.round(payment!.amountMinor * step.share));
        await applyReversal(
          { provider: 'sandbox', paymentId },
          {
            type: 'refund',
            refundedTotalMinor: total,
            currency: 'SAR',
            providerRef: `sandbox:${paymentId}`,
          },
        );
        return;
      }
      case 'dispute': {
        const paymentId = paid[step.pick % Math.max(1, paid.length)];
        if (!paymentId) return;
        const db = await getDb();
        const [payment] = await db
          .select()
          .from(schema.payments)
          .where(eq(schema.payments.id, paymentId));
        const dispute = {
          disputeRef: `dp_${paymentId}`,
          amountMinor: payment!.amountMinor - payment!.refundedMinor,
          currency: 'SAR',
        };
        if (dispute.amountMinor <= 0) return;
        const locator = { provider: 'sandbox' as const, paymentId };
        await applyReversal(
          locator,
          step.outcome === 'open'
            ? { type: 'dispute_opened', ...dispute }
            : { type: 'dispute_closed', ...dispute, outcome: step.outcome },
        );
        return;
      }
    }
  }

  it('0 <= balance <= ceiling, sum(entries) == balance, after every step', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(op, { minLength: 2, maxLength: onPostgres ? 8 : 5 }), {
          minLength: 1,
          maxLength: onPostgres ? 6 : 4,
        }),
        async (batches) => {
          const owner = await createUser('OWNER');
          const ad = await createAd(owner.id);
          const paid: string[] = [];
          for (const batch of batches) {
            await Promise.all(
              batch.map(async (step) => {
                await run(owner, ad.id, step, paid);
                await expectInvariants(owner.id);
              }),
            );
            await expectInvariants(owner.id);
            await expectAccounted(owner.id);
          }
        },
      ),
      { numRuns: onPostgres ? 30 : 8 },
    );
  });
});
