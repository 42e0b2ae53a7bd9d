import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { opportunitySchema } from '@/features/listings/schemas/opportunity';
import {
  createOpportunity,
  deleteOpportunity,
  getOwnerOpportunity,
  listOwnerOpportunities,
  setOpportunityStatus,
  updateOpportunity,
} from '@/features/listings/server/owner-opportunities';
import { uploadListingPhoto } from '@/features/listings/server/photos';
import { ListingForbiddenError } from '@/features/listings/server/shared';
import { decodeIssue } from '@/lib/validation/issue';
import { imageFile, newUser, opportunityData, useTempFiles } from './owner-helpers';

beforeAll(() => {
  useTempFiles();
});

describe('owner opportunities', () => {
  it('stores amounts in minor units and the return in basis points', async () => {
    const owner = await newUser('OWNER');
    const { id } = await createOpportunity(owner, opportunityData());
    expect(await getOwnerOpportunity(owner, id)).toMatchObject({
      status: 'draft',
      amountMinMinor: 50_000_000,
      amountMaxMinor: 200_000_000,
      expectedReturnBps: 1250,
      stage: 'growth',
      photos: [],
    });
    const edited = opportunityData({
      expectedReturn: '',
      amountMax: '500000',
      title: 'Renamed farm',
    });
    expect(await updateOpportunity(owner, id, edited)).toBe(true);
    expect(await getOwnerOpportunity(owner, id)).toMatchObject({
      title: 'Renamed farm',
      expectedReturnBps: null,
      amountMaxMinor: 50_000_000,
    });
  });

  it('the form schema refuses a maximum below the minimum, on amountMax', () => {
    const parsed = opportunitySchema.safeParse({
      ...opportunityData(),
      amountMin: '1000',
      amountMax: '999.99',
      expectedReturn: '',
    });
    expect(parsed.success).toBe(false);
    const issue = parsed.error!.issues.find((i) => i.path[0] === 'amountMax');
    expect(decodeIssue(issue!.message)).toEqual({ rule: 'min_value', values: { min: '1000' } });
  });

  it('publishes with a photo, then archives and deletes', async () => {
    const owner = await newUser('OWNER');
    const { id } = await createOpportunity(owner, opportunityData());
    expect(await setOpportunityStatus(owner, id, 'publish')).toEqual({
      ok: false,
      error: 'needs_photo',
    });
    await uploadListingPhoto(owner, 'opportunity', id, await imageFile(1280, 960, 'webp'));
    expect(await setOpportunityStatus(owner, id, 'publish')).toEqual({
      ok: true,
      status: 'published',
    });
    expect((await getOwnerOpportunity(owner, id))!.publishedAt).toBeInstanceOf(Date);
    expect(await setOpportunityStatus(owner, id, 'archive')).toEqual({
      ok: true,
      status: 'archived',
    });
    expect(await deleteOpportunity(owner, id)).toBe(true);
    expect(await getOwnerOpportunity(owner, id)).toBeNull();
  });

  it('paginates the owner’s own opportunities', async () => {
    const owner = await newUser('OWNER');
    await createOpportunity(await newUser('OWNER'), opportunityData());
    for (let i = 0; i < 3; i++) {
      await createOpportunity(owner, opportunityData({ title: `Project ${i}` }));
      await new Promise((r) => setTimeout(r, 3)); // distinct updated_at
    }
    const page = await listOwnerOpportunities(owner, { page: 2, pageSize: 2 });
    expect(page).toMatchObject({ total: 3, page: 2, pageCount: 2 });
    expect(page.items.map((o) => o.title)).toEqual(['Project 0']);
  });

  it('refuses investors and other owners', async () => {
    const owner = await newUser('OWNER');
    const investor = await newUser('INVESTOR');
    const intruder = await newUser('OWNER');
    const { id } = await createOpportunity(owner, opportunityData());
    await expect(listOwnerOpportunities(investor)).rejects.toBeInstanceOf(ListingForbiddenError);
    await expect(createOpportunity(investor, opportunityData())).rejects.toBeInstanceOf(
      ListingForbiddenError,
    );
    for (const guess of [id, randomUUID()]) {
      expect(await getOwnerOpportunity(intruder, guess)).toBeNull();
      expect(await updateOpportunity(intruder, guess, opportunityData())).toBe(false);
      expect(await setOpportunityStatus(intruder, guess, 'archive')).toEqual({
        ok: false,
        error: 'not_found',
      });
      expect(await deleteOpportunity(intruder, guess)).toBe(false);
    }
    expect((await getOwnerOpportunity(owner, id))!.status).toBe('draft');
  });
});
