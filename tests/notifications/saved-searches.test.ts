import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb, schema } from '@/lib/db';
import { changeListingStatus } from '@/features/listings/server/owner-listings';
import {
  matchSavedSearches,
  notifySavedSearchMatches,
} from '@/features/saved-searches/server/match';
import {
  deleteSavedSearch,
  listSavedSearches,
  MAX_SAVED_SEARCHES,
  saveSearch,
} from '@/features/saved-searches/server/saved-searches';
import { insertAd, insertOpportunity, insertUser } from '../listings/catalogue-fixtures';

async function matchesOf(userId: string) {
  const db = await getDb();
  return db.select().from(schema.notifications).where(eq(schema.notifications.userId, userId));
}

describe('saved searches', () => {
  it('saves the filters without the page, once, and only for investors', async () => {
    const investor = await insertUser('INVESTOR');
    const owner = await insertUser('OWNER');
    const params = { city: 'jeddah', q: 'coffee', page: '3', bogus: 'x' };
    const first = await saveSearch(investor, 'advertisement', params);
    const again = await saveSearch(investor, 'advertisement', { ...params, page: '1' });
    expect(first.ok && first.search.query).toEqual({ q: 'coffee', city: 'jeddah' });
    expect(again.ok && again.search.id).toBe(first.ok && first.search.id);
    expect(await saveSearch(owner, 'advertisement', params)).toEqual({
      ok: false,
      error: 'forbidden',
    });
  });

  it('keeps at most the limit, and deletes only the user own', async () => {
    const investor = await insertUser('INVESTOR');
    const other = await insertUser('INVESTOR');
    for (let i = 0; i < MAX_SAVED_SEARCHES; i++) {
      await saveSearch(investor, 'opportunity', { q: `term${i}` });
    }
    expect(await saveSearch(investor, 'opportunity', { q: 'one more' })).toEqual({
      ok: false,
      error: 'limit',
    });
    const [mine] = await listSavedSearches(investor.id);
    expect(await deleteSavedSearch(other.id, mine!.id)).toBe(false);
    expect(await deleteSavedSearch(investor.id, mine!.id)).toBe(true);
    expect(await listSavedSearches(investor.id)).toHaveLength(MAX_SAVED_SEARCHES - 1);
  });

  it('notifies each investor whose filters select the published listing, once', async () => {
    const owner = await insertUser('OWNER');
    const wantsJeddah = await insertUser('INVESTOR');
    const wantsRiyadhCoffee = await insertUser('INVESTOR');
    const wantsCheap = await insertUser('INVESTOR');
    await saveSearch(wantsJeddah, 'advertisement', { city: 'jeddah' });
    await saveSearch(wantsRiyadhCoffee, 'advertisement', { city: 'riyadh', q: 'coffee' });
    await saveSearch(wantsCheap, 'advertisement', { max: '100' });
    const ad = await insertAd({
      ownerId: owner.id,
      title: 'Coffee roastery for sale',
      city: 'riyadh',
      priceMinor: 500_000_00,
    });
    expect(await matchSavedSearches('advertisement', ad.id)).toBe(1);
    expect(await matchSavedSearches('advertisement', ad.id)).toBe(0);
    // Through the job as publishing asks for it: nobody is notified twice.
    await notifySavedSearchMatches('advertisement', ad.id);
    expect(await matchesOf(wantsJeddah.id)).toHaveLength(0);
    expect(await matchesOf(wantsCheap.id)).toHaveLength(0);
    const [match] = await matchesOf(wantsRiyadhCoffee.id);
    expect(match).toMatchObject({
      type: 'saved_search_match',
      data: { listingKind: 'advertisement', listingId: ad.id, listingTitle: ad.title },
    });
  });

  it('matches opportunities with their own filters, never a draft', async () => {
    const owner = await insertUser('OWNER');
    const investor = await insertUser('INVESTOR');
    await saveSearch(investor, 'opportunity', { sector: 'technology' });
    const draft = await insertOpportunity({
      ownerId: owner.id,
      status: 'draft',
      publishedAt: null,
    });
    expect(await matchSavedSearches('opportunity', draft.id)).toBe(0);
    const other = await insertOpportunity({ ownerId: owner.id, sector: 'retail' });
    expect(await matchSavedSearches('opportunity', other.id)).toBe(0);
    const hit = await insertOpportunity({ ownerId: owner.id });
    expect(await matchSavedSearches('opportunity', hit.id)).toBe(1);
  });

  it('runs when an owner publishes a listing', async () => {
    const owner = await insertUser('OWNER');
    const investor = await insertUser('INVESTOR');
    await saveSearch(investor, 'advertisement', {});
    const ad = await insertAd({ ownerId: owner.id, status: 'draft', publishedAt: null });
    const db = await getDb();
    await db.insert(schema.listingImages).values({
      listingKind: 'advertisement',
      listingId: ad.id,
      storageKey: 'test/photo.webp',
      width: 10,
      height: 10,
    } as typeof schema.listingImages.$inferInsert);
    const result = await changeListingStatus(owner, {
      kind: 'advertisement',
      id: ad.id,
      change: 'publish',
    });
    expect(result).toEqual({ status: 'published' });
    expect(await matchesOf(investor.id)).toHaveLength(1);
  });
});
