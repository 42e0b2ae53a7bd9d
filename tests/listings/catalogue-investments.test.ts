import { beforeAll, describe, expect, it } from 'vitest';
import { parseInvestmentQuery } from '@/features/listings/schemas/catalogue-query';
import { AuthError } from '@/lib/auth/current-user';
import {
  getPublicListing,
  latestListings,
  listPublicListings,
  relatedListings,
  type CatalogueViewer,
} from '@/features/listings/server/catalogue';
import { hoursAgo, insertOpportunity, insertUser, viewerOf } from './catalogue-fixtures';

const listPublicInvestments = (
  viewer: CatalogueViewer,
  query: ReturnType<typeof parseInvestmentQuery>,
) => listPublicListings('opportunity', viewer, query);
const getPublicInvestment = (viewer: CatalogueViewer, id: string) =>
  getPublicListing('opportunity', viewer, id);
const relatedInvestments = (item: { id: string; sector: string }) =>
  relatedListings('opportunity', { id: item.id, group: item.sector });
const latestInvestments = (limit: number) => latestListings('opportunity', limit);

const titles = async (params: Record<string, string> = {}) =>
  (await listPublicInvestments(null, parseInvestmentQuery(params))).items.map((i) => i.title);

const ids: Record<string, string> = {};

beforeAll(async () => {
  const owner = await insertUser('OWNER');
  const rows = [
    {
      key: 'clinic',
      title: 'عيادة أسنان تخصصية',
      summary: 'شريك ممول لعيادة في الرياض',
      description: 'أربعة كراسي',
      sector: 'healthcare',
      city: 'riyadh',
      stage: 'early',
      amountMinMinor: 1_200_000_00,
      amountMaxMinor: 2_000_000_00,
      expectedReturnBps: 2200,
      publishedAt: hoursAgo(1),
    },
    {
      key: 'solar',
      title: 'Rooftop solar for warehouses',
      summary: 'Solar leasing in Dammam',
      description: 'Signed letters of intent cover 4 MW.',
      sector: 'energy',
      city: 'dammam',
      stage: 'growth',
      amountMinMinor: 2_000_000_00,
      amountMaxMinor: 6_000_000_00,
      publishedAt: hoursAgo(2),
    },
    {
      key: 'kitchen',
      title: 'Cloud kitchen network',
      summary: 'Expanding to Jeddah',
      description: 'Delivery-only kitchens with 1,400 orders a day in Riyadh.',
      sector: 'food_beverage',
      city: 'riyadh',
      stage: 'growth',
      amountMinMinor: 500_000_00,
      amountMaxMinor: 1_500_000_00,
      publishedAt: hoursAgo(3),
    },
    {
      key: 'lab',
      title: 'Diagnostic lab franchise',
      summary: 'Lab near the Haram',
      description: 'Accredited labs.',
      sector: 'healthcare',
      city: 'mecca',
      stage: 'early',
      amountMinMinor: 1_400_000_00,
      amountMaxMinor: 2_400_000_00,
      publishedAt: hoursAgo(4),
    },
    {
      key: 'draft',
      title: 'Draft solar idea',
      summary: 'Hidden',
      description: 'Hidden solar.',
      sector: 'energy',
      city: 'riyadh',
      stage: 'idea',
      status: 'draft',
      publishedAt: null,
    },
  ];
  for (const { key, ...row } of rows)
    ids[key] = (await insertOpportunity({ ownerId: owner.id, ...row })).id;
});

describe('public investments catalogue', () => {
  it('lists published opportunities, newest first', async () => {
    expect(await titles()).toEqual([
      'عيادة أسنان تخصصية',
      'Rooftop solar for warehouses',
      'Cloud kitchen network',
      'Diagnostic lab franchise',
    ]);
  });

  it('filters by sector, city and stage', async () => {
    expect(await titles({ sector: 'healthcare' })).toHaveLength(2);
    expect(await titles({ sector: 'healthcare', city: 'mecca' })).toEqual([
      'Diagnostic lab franchise',
    ]);
    expect(await titles({ stage: 'growth', city: 'riyadh' })).toEqual(['Cloud kitchen network']);
  });

  it('keeps opportunities whose sought range meets the amount range', async () => {
    // 1.0M–1.3M meets the kitchen (0.5–1.5M) and the clinic (1.2–2.0M), not solar or the lab.
    expect(await titles({ min: '1000000', max: '1300000' })).toEqual([
      'عيادة أسنان تخصصية',
      'Cloud kitchen network',
    ]);
    expect(await titles({ min: '5,000,000' })).toEqual(['Rooftop solar for warehouses']);
  });

  it('sorts by the amount sought and combines with the city (the URL used by the benchmark)', async () => {
    expect(await titles({ sort: 'price_asc', city: 'riyadh' })).toEqual([
      'Cloud kitchen network',
      'عيادة أسنان تخصصية',
    ]);
    expect((await titles({ sort: 'price_desc' }))[0]).toBe('Rooftop solar for warehouses');
  });

  it('searches the title, summary and description in both languages', async () => {
    expect(await titles({ q: 'عياد' })).toEqual(['عيادة أسنان تخصصية']);
    expect(await titles({ q: 'رياض' })).toEqual(['عيادة أسنان تخصصية']); // "الرياض" in the summary
    expect(await titles({ q: 'solar' })).toEqual(['Rooftop solar for warehouses']);
    expect(await titles({ q: 'orders riyadh' })).toEqual(['Cloud kitchen network']);
  });

  it('refuses an investor without a subscription, allows a subscribed one', async () => {
    const investor = await insertUser('INVESTOR');
    const query = parseInvestmentQuery({});
    await expect(listPublicInvestments(viewerOf(investor, false), query)).rejects.toThrow(
      AuthError,
    );
    await expect(getPublicInvestment(viewerOf(investor, false), ids.clinic!)).rejects.toThrow(
      AuthError,
    );
    expect((await listPublicInvestments(viewerOf(investor, true), query)).total).toBe(4);
  });

  it('shows a published opportunity in full; drafts, unknown and malformed ids are null', async () => {
    const item = await getPublicInvestment(null, ids.clinic!);
    expect(item).toMatchObject({ sector: 'healthcare', expectedReturnBps: 2200, stage: 'early' });
    expect(item!.owner.id).toBe(item!.ownerId);
    expect(await getPublicInvestment(null, ids.draft!)).toBeNull();
    expect(await getPublicInvestment(null, 'abc')).toBeNull();
  });

  it('relates the same sector only, and gives the home page the newest', async () => {
    expect(
      (await relatedInvestments({ id: ids.clinic!, sector: 'healthcare' })).map((r) => r.id),
    ).toEqual([ids.lab]);
    expect((await latestInvestments(1)).map((r) => r.id)).toEqual([ids.clinic]);
  });
});
