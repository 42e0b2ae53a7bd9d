import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, schema } from '@/lib/db';
import { parseAdQuery } from '@/features/listings/schemas/catalogue-query';
import { AuthError } from '@/lib/auth/current-user';
import {
  getPublicListing,
  latestListings,
  listPublicListings,
  relatedListings,
  type CatalogueViewer,
} from '@/features/listings/server/catalogue';
import { featuredAdvertisements } from '@/features/listings/server/featured';
import { hoursAgo, insertAd, insertUser, viewerOf } from './catalogue-fixtures';

const visitor = null;
const listPublicAdvertisements = (
  viewer: CatalogueViewer,
  query: ReturnType<typeof parseAdQuery>,
) => listPublicListings('advertisement', viewer, query);
const getPublicAdvertisement = (viewer: CatalogueViewer, id: string) =>
  getPublicListing('advertisement', viewer, id);
const relatedAdvertisements = (ad: { id: string; category: string }) =>
  relatedListings('advertisement', { id: ad.id, group: ad.category });
const latestAdvertisements = (limit: number) => latestListings('advertisement', limit);
const list = (params: Record<string, string> = {}) =>
  listPublicAdvertisements(visitor, parseAdQuery(params));
const titles = async (params: Record<string, string> = {}) =>
  (await list(params)).items.map((i) => i.title);

const ids: Record<string, string> = {};

beforeAll(async () => {
  const owner = await insertUser('OWNER');
  const base = { ownerId: owner.id };
  const rows = [
    {
      key: 'cafe',
      title: 'Specialty coffee shop for sale',
      description: 'Busy café near the corniche.',
      category: 'food_beverage',
      city: 'jeddah',
      priceMinor: 650_000_00,
      publishedAt: hoursAgo(1),
    },
    {
      key: 'villa',
      title: 'فيلا دوبلكس للبيع في الملقا',
      description: 'فيلا حديثة قريبة من طريق الملك فهد في الرياض',
      category: 'real_estate',
      city: 'riyadh',
      priceMinor: 3_400_000_00,
      publishedAt: hoursAgo(2),
    },
    {
      key: 'flat',
      title: 'Furnished apartment in Al Olaya',
      description: 'Three bedrooms with city views.',
      category: 'real_estate',
      city: 'riyadh',
      priceMinor: 1_250_000_00,
      publishedAt: hoursAgo(3),
      promotedUntil: new Date(Date.now() + 86_400_000),
    },
    {
      key: 'truck',
      title: 'شاحنة تبريد إيسوزو',
      description: 'Isuzu reefer truck, well kept',
      category: 'vehicles',
      city: 'jeddah',
      priceMinor: null,
      publishedAt: hoursAgo(4),
    },
    {
      key: 'expired',
      title: 'Forklift 3 ton',
      description: 'Electric forklift.',
      category: 'equipment',
      city: 'dammam',
      priceMinor: 85_000_00,
      publishedAt: hoursAgo(5),
      promotedUntil: hoursAgo(1),
    },
    {
      key: 'draft',
      title: 'Draft coffee kiosk',
      description: 'Not yet published coffee.',
      category: 'food_beverage',
      city: 'jeddah',
      priceMinor: 10_000_00,
      status: 'draft',
      publishedAt: null,
    },
    {
      key: 'archived',
      title: 'Archived coffee cart',
      description: 'Gone coffee.',
      category: 'food_beverage',
      city: 'jeddah',
      priceMinor: 10_000_00,
      status: 'archived',
      publishedAt: hoursAgo(50),
    },
  ];
  for (const { key, ...row } of rows) ids[key] = (await insertAd({ ...base, ...row })).id;
  const db = await getDb();
  await db.insert(schema.listingImages).values([
    {
      listingKind: 'advertisement',
      listingId: ids.cafe!,
      storageKey: 'listings/a/second',
      width: 1280,
      height: 853,
      position: 1,
    },
    {
      listingKind: 'advertisement',
      listingId: ids.cafe!,
      storageKey: 'listings/a/cover',
      width: 1280,
      height: 853,
      position: 0,
    },
  ]);
});

describe('public advertisements catalogue', () => {
  it('lists only published ads, promoted ones first by default', async () => {
    const page = await list();
    expect(page.total).toBe(5);
    expect(page.items.map((i) => i.id)).toEqual([
      ids.flat,
      ids.cafe,
      ids.villa,
      ids.truck,
      ids.expired,
    ]);
    expect(page.items[0]!.featured).toBe(true);
    expect(page.items.find((i) => i.id === ids.expired)!.featured).toBe(false);
  });

  it('attaches the cover photo (lowest position)', async () => {
    const cafe = (await list()).items.find((i) => i.id === ids.cafe)!;
    expect(cafe.cover).toEqual({ storageKey: 'listings/a/cover', width: 1280, height: 853 });
    expect((await list()).items.find((i) => i.id === ids.villa)!.cover).toBeNull();
  });

  it('filters by category, city and price range', async () => {
    expect(await titles({ category: 'real_estate' })).toHaveLength(2);
    expect(await titles({ category: 'real_estate', city: 'riyadh', max: '2000000' })).toEqual([
      'Furnished apartment in Al Olaya',
    ]);
    expect(await titles({ city: 'jeddah', min: '100000' })).toEqual([
      'Specialty coffee shop for sale',
    ]);
    expect((await list({ city: 'tabuk' })).total).toBe(0);
  });

  it('searches English and Arabic text by word prefixes', async () => {
    expect(await titles({ q: 'coff' })).toEqual(['Specialty coffee shop for sale']);
    expect(await titles({ q: 'CORNICHE café' })).toEqual(['Specialty coffee shop for sale']);
    expect(await titles({ q: 'فيلا' })).toEqual(['فيلا دوبلكس للبيع في الملقا']);
    expect(await titles({ q: 'رياض' })).toEqual(['فيلا دوبلكس للبيع في الملقا']); // "الرياض"
    expect(await titles({ q: 'شاحنة isuzu' })).toEqual(['شاحنة تبريد إيسوزو']);
    expect(await titles({ q: "coffee' & !x" })).toEqual([]);
    expect(await titles({ q: 'kiosk' })).toEqual([]); // drafts stay hidden from search too
  });

  it('sorts by price either way, unpriced last, and by date', async () => {
    expect((await list({ sort: 'price_asc' })).items.map((i) => i.priceMinor)).toEqual([
      85_000_00,
      650_000_00,
      1_250_000_00,
      3_400_000_00,
      null,
    ]);
    expect((await list({ sort: 'price_desc' })).items.map((i) => i.priceMinor)).toEqual([
      3_400_000_00,
      1_250_000_00,
      650_000_00,
      85_000_00,
      null,
    ]);
    expect((await list({ sort: 'newest' })).items[0]!.id).toBe(ids.cafe);
  });

  it('pages in the database with the total, clamping a page past the end', async () => {
    const owner = await insertUser('OWNER');
    for (let i = 0; i < 14; i++) {
      await insertAd({
        ownerId: owner.id,
        title: `Paged item ${i}`,
        city: 'tabuk',
        publishedAt: hoursAgo(100 + i),
      });
    }
    const first = await list({ city: 'tabuk', sort: 'newest' });
    expect(first).toMatchObject({ total: 14, page: 1, pageCount: 2, pageSize: 12 });
    expect(first.items).toHaveLength(12);
    const second = await list({ city: 'tabuk', sort: 'newest', page: '2' });
    expect(second.items.map((i) => i.title)).toEqual(['Paged item 12', 'Paged item 13']);
    const beyond = await list({ city: 'tabuk', sort: 'newest', page: '9' });
    expect(beyond.page).toBe(2);
  });

  it('keeps promoted ads first across pages', async () => {
    const owner = await insertUser('OWNER');
    const until = (i: number) => new Date(Date.now() + 3_600_000 + i * 60_000);
    for (let i = 0; i < 15; i++) {
      await insertAd({
        ownerId: owner.id,
        title: `Paging promo ${i}`,
        city: 'abha',
        publishedAt: hoursAgo(200 + i),
        promotedUntil: i % 5 === 4 ? until(i) : null, // 4, 9 and 14 are promoted
      });
    }
    const first = await list({ city: 'abha' });
    const second = await list({ city: 'abha', page: '2' });
    const order = [...first.items, ...second.items].map((i) =>
      i.title.replace('Paging promo ', ''),
    );
    // Promoted: the longest promotion first; then the others, newest first.
    expect(order).toEqual('14 9 4 0 1 2 3 5 6 7 8 10 11 12 13'.split(' '));
    expect(second.items.every((i) => !i.featured)).toBe(true);
  });

  it('refuses an investor without a subscription, allows owners, subscribers and visitors', async () => {
    const investor = await insertUser('INVESTOR');
    const query = parseAdQuery({});
    await expect(listPublicAdvertisements(viewerOf(investor, false), query)).rejects.toThrow(
      AuthError,
    );
    await expect(
      getPublicAdvertisement(viewerOf(investor, false), ids.cafe!),
    ).rejects.toMatchObject({
      reason: 'forbidden',
    });
    await expect(listPublicAdvertisements(viewerOf(investor, true), query)).resolves.toHaveProperty(
      'items',
    );
    await expect(
      listPublicAdvertisements({ type: 'OWNER', isSubscribed: true }, query),
    ).resolves.toHaveProperty('items');
    await expect(listPublicAdvertisements(null, query)).resolves.toHaveProperty('items');
  });

  it('shows a published ad with photos and owner; anything else is null', async () => {
    const ad = await getPublicAdvertisement(visitor, ids.cafe!);
    expect(ad).toMatchObject({
      title: 'Specialty coffee shop for sale',
      category: 'food_beverage',
    });
    expect(ad!.photos.map((p) => p.storageKey)).toEqual(['listings/a/cover', 'listings/a/second']);
    expect(ad!.owner.name).toMatch(/^OWNER/);
    expect(await getPublicAdvertisement(visitor, ids.draft!)).toBeNull();
    expect(await getPublicAdvertisement(visitor, ids.archived!)).toBeNull();
    expect(
      await getPublicAdvertisement(visitor, '00000000-0000-4000-8000-000000000000'),
    ).toBeNull();
    expect(await getPublicAdvertisement(visitor, 'not-a-uuid')).toBeNull();
    expect(await getPublicAdvertisement(visitor, "1' or '1'='1")).toBeNull();
  });

  it('relates ads of the same category, never the ad itself nor unpublished ones', async () => {
    const related = await relatedAdvertisements({ id: ids.villa!, category: 'real_estate' });
    expect(related.map((r) => r.id)).toEqual([ids.flat]);
    const cafes = await relatedAdvertisements({ id: ids.cafe!, category: 'food_beverage' });
    expect(cafes).toEqual([]);
  });

  it('gives the home page the promoted ads and the newest ones', async () => {
    const featured = await featuredAdvertisements(10);
    expect(featured.map((a) => a.id)).toContain(ids.flat);
    expect(featured.map((a) => a.id)).not.toContain(ids.expired);
    expect(featured.every((a) => a.featured)).toBe(true);
    expect((await latestAdvertisements(2)).map((a) => a.id)).toEqual([ids.cafe, ids.villa]);
  });
});
