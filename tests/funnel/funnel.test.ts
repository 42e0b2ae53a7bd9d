import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getDb, schema } from '@/lib/db';
import {
  getListingFunnel,
  getOwnerFunnel,
  parseFunnelPeriod,
} from '@/features/listings/server/funnel';
import { viewDay } from '@/features/listings/server/views';
import {
  createAd,
  createOpportunity,
  createUser,
  insertRequest,
} from '../contact-requests/helpers';

const DAY = 86_400_000;

async function views(
  kind: 'advertisement' | 'opportunity',
  listingId: string,
  daysAgo: number[],
  now: Date,
) {
  const db = await getDb();
  await db.insert(schema.listingViews).values(
    daysAgo.map((d) => ({
      listingKind: kind,
      listingId,
      visitor: `v:${randomUUID()}`,
      day: viewDay(new Date(now.getTime() - d * DAY)),
    })),
  );
}

async function message(requestId: string, senderId: string) {
  const db = await getDb();
  await db
    .insert(schema.chatMessages)
    .values({ requestId, senderId, body: 'Hi', clientId: randomUUID() });
}

describe('the owner lead funnel', () => {
  it('counts views, requests, accepted and replied per listing and in total, per period', async () => {
    const now = new Date();
    const owner = await createUser('OWNER');
    const ad = await createAd(owner.id);
    const opp = await createOpportunity(owner.id);
    const quiet = await createAd(owner.id);
    const other = await createUser('OWNER');
    const otherAd = await createAd(other.id);
    const investors = await Promise.all([1, 2, 3, 4, 5].map(() => createUser('INVESTOR')));

    await views('advertisement', ad.id, [0, 0, 1, 3, 10, 20, 60], now);
    await views('opportunity', opp.id, [2, 40], now);
    await views('advertisement', otherAd.id, [0, 1], now); // someone else's: never counted

    const at = (d: number) => new Date(now.getTime() - d * DAY);
    const req = (
      i: number,
      listingId: string,
      status: string,
      daysAgo: number,
      kind: 'advertisement' | 'opportunity' = 'advertisement',
    ) =>
      insertRequest({
        requesterId: investors[i]!.id,
        ownerId: owner.id,
        listingKind: kind,
        listingId,
        status,
        createdAt: at(daysAgo),
      });
    const replied = await req(0, ad.id, 'accepted', 1);
    await message(replied.id, owner.id);
    const silent = await req(1, ad.id, 'accepted', 2);
    await message(silent.id, investors[1]!.id); // only the investor wrote: not "replied"
    await req(2, ad.id, 'declined', 5);
    await req(3, ad.id, 'pending', 15);
    const old = await req(4, opp.id, 'accepted', 45, 'opportunity');
    await message(old.id, owner.id);
    await insertRequest({
      requesterId: investors[0]!.id,
      ownerId: other.id,
      listingId: otherAd.id,
      createdAt: at(1),
    });

    const week = await getOwnerFunnel(owner.id, 7, now);
    expect(week.totals).toEqual({
      views: 5,
      requests: 3,
      accepted: 2,
      replied: 1,
      ndaAccepted: 0,
      roomOpened: 0,
    });
    expect(week.listings.map((l) => [l.id, l.views, l.requests])).toEqual([
      [ad.id, 4, 3],
      [opp.id, 1, 0],
    ]);
    expect(week.listings[0]!.title).toBe(ad.title);
    expect(week.listings[1]!.title).toBe(opp.title);
    expect(week.activeListings).toBe(2);

    const month = await getOwnerFunnel(owner.id, 30, now);
    expect(month.totals).toEqual({
      views: 7,
      requests: 4,
      accepted: 2,
      replied: 1,
      ndaAccepted: 0,
      roomOpened: 0,
    });
    const quarter = await getOwnerFunnel(owner.id, 90, now);
    expect(quarter.totals).toEqual({
      views: 9,
      requests: 5,
      accepted: 3,
      replied: 2,
      ndaAccepted: 0,
      roomOpened: 0,
    });
    expect(quarter.listings.some((l) => l.id === quiet.id)).toBe(false);

    expect(await getListingFunnel(owner.id, 'advertisement', ad.id, 30, now)).toEqual({
      views: 6,
      requests: 4,
      accepted: 2,
      replied: 1,
      ndaAccepted: 0,
      roomOpened: 0,
    });
    // Another owner asking about this listing sees nothing.
    expect(await getListingFunnel(other.id, 'advertisement', ad.id, 90, now)).toEqual({
      views: 0,
      requests: 0,
      accepted: 0,
      replied: 0,
      ndaAccepted: 0,
      roomOpened: 0,
    });
  });

  it('reads the period from the URL, 30 days unless 7 or 90', () => {
    expect(parseFunnelPeriod('7')).toBe(7);
    expect(parseFunnelPeriod(['90'])).toBe(90);
    expect(parseFunnelPeriod('365')).toBe(30);
    expect(parseFunnelPeriod(undefined)).toBe(30);
  });
});
