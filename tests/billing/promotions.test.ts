import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb, schema } from '@/lib/db';
import { listPromotableAds, listPromotions, promote } from '@/features/billing/server/promotions';
import { getWalletSummary } from '@/features/billing/server/wallet';
import { createAd, createUser, fund } from './helpers';

const DAY = 24 * 60 * 60 * 1000;

async function promotedUntil(adId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ until: schema.advertisements.promotedUntil })
    .from(schema.advertisements)
    .where(eq(schema.advertisements.id, adId));
  return row?.until ?? null;
}

describe('promotions', () => {
  it('feature a published ad for the package days, extended from the current end', async () => {
    const owner = await createUser('OWNER');
    await fund(owner.id, 500_00);
    const ad = await createAd(owner.id);
    const now = new Date();
    const first = await promote(
      owner,
      { advertisementId: ad.id, packageCode: 'week', requestId: randomUUID() },
      { now },
    );
    expect(first).toMatchObject({ status: 'promoted', balanceMinor: 451_00, duplicate: false });
    expect(await promotedUntil(ad.id)).toEqual(new Date(now.getTime() + 7 * DAY));

    const later = new Date(now.getTime() + 2 * DAY);
    const second = await promote(
      owner,
      { advertisementId: ad.id, packageCode: 'month', requestId: randomUUID() },
      { now: later },
    );
    if (second.status !== 'promoted') throw new Error(second.status);
    expect(second.promotion.startsAt).toEqual(new Date(now.getTime() + 7 * DAY));
    expect(await promotedUntil(ad.id)).toEqual(new Date(now.getTime() + 37 * DAY));

    // Once it has lapsed, a new promotion starts from now.
    const lapsed = await createAd(owner.id, 'published', new Date(now.getTime() - DAY));
    const third = await promote(
      owner,
      { advertisementId: lapsed.id, packageCode: 'fortnight', requestId: randomUUID() },
      { now },
    );
    if (third.status !== 'promoted') throw new Error(third.status);
    expect(third.promotion.startsAt).toEqual(now);
    expect(await promotedUntil(lapsed.id)).toEqual(new Date(now.getTime() + 14 * DAY));

    const { active, past } = await listPromotions(owner, now);
    expect(active.map((p) => [p.advertisementId, p.days])).toEqual([
      [ad.id, 7],
      [lapsed.id, 14],
      [ad.id, 30],
    ]);
    expect(past).toEqual([]);
    expect((await listPromotions(owner, new Date(now.getTime() + 60 * DAY))).past).toHaveLength(3);
    expect((await getWalletSummary(owner.id)).balanceMinor).toBe(500_00 - 49_00 - 149_00 - 89_00);
  });

  it("only the owner's own published ads; others' ads cannot be reached by guessing ids", async () => {
    const owner = await createUser('OWNER');
    const rival = await createUser('OWNER');
    await fund(owner.id, 500_00);
    const draft = await createAd(owner.id, 'draft');
    const archived = await createAd(owner.id, 'archived');
    const theirs = await createAd(rival.id);
    const mine = await createAd(owner.id);
    for (const id of [draft.id, archived.id, theirs.id, randomUUID(), 'nope']) {
      const result = await promote(owner, {
        advertisementId: id,
        packageCode: 'week',
        requestId: randomUUID(),
      });
      expect(result).toEqual({ status: 'not_found' });
    }
    expect((await listPromotableAds(owner)).map((a) => a.id)).toEqual([mine.id]);
    expect(await promotedUntil(theirs.id)).toBeNull();
    expect((await getWalletSummary(owner.id)).balanceMinor).toBe(500_00);
    expect((await listPromotions(rival)).active).toEqual([]);
  });

  it('investors cannot promote; unknown packages and thin wallets change nothing', async () => {
    const investor = await createUser('INVESTOR');
    const owner = await createUser('OWNER');
    const ad = await createAd(owner.id);
    await fund(owner.id, 20_00);
    expect(
      await promote(investor, {
        advertisementId: ad.id,
        packageCode: 'week',
        requestId: randomUUID(),
      }),
    ).toEqual({ status: 'forbidden' });
    expect(
      await promote(owner, {
        advertisementId: ad.id,
        packageCode: 'year',
        requestId: randomUUID(),
      }),
    ).toEqual({ status: 'unknown_package' });
    expect(
      await promote(owner, {
        advertisementId: ad.id,
        packageCode: 'week',
        requestId: randomUUID(),
      }),
    ).toEqual({
      status: 'insufficient',
      priceMinor: 49_00,
      balanceMinor: 20_00,
      missingMinor: 29_00,
    });
    expect(await promotedUntil(ad.id)).toBeNull();
    expect(await listPromotableAds(investor)).toEqual([]);
  });

  it('the same request charges once', async () => {
    const owner = await createUser('OWNER');
    await fund(owner.id, 200_00);
    const ad = await createAd(owner.id);
    const input = { advertisementId: ad.id, packageCode: 'week', requestId: randomUUID() };
    const results = await Promise.all([promote(owner, input), promote(owner, input)]);
    expect(results.map((r) => r.status)).toEqual(['promoted', 'promoted']);
    expect((await getWalletSummary(owner.id)).balanceMinor).toBe(151_00);
    expect((await listPromotions(owner)).active).toHaveLength(1);
  });
});
