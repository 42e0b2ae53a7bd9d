import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { opportunitySchema } from '@/features/listings/schemas/listing-form';
import {
  changeListingStatus,
  createListing,
  deleteListing,
  getOwnerListing,
  listOwnerListings,
  updateListing,
} from '@/features/listings/server/owner-listings';
import { uploadListingPhoto } from '@/features/listings/server/photos';
import type { StatusChange } from '@/features/listings/taxonomy';
import { decodeIssue } from '@/lib/validation/issue';
import { imageFile, newUser, opportunityData, refusal, useTempFiles } from './owner-helpers';

type Actor = { id: string; type: string };
const get = (actor: Actor, id: string) => getOwnerListing(actor, 'opportunity', id);
const status = (actor: Actor, id: string, change: StatusChange) =>
  changeListingStatus(actor, { kind: 'opportunity', id, change });
const remove = (actor: Actor, id: string) => deleteListing(actor, { kind: 'opportunity', id });

beforeAll(() => {
  useTempFiles();
});

describe('owner opportunities', () => {
  it('stores amounts in minor units and the return in basis points', async () => {
    const owner = await newUser('OWNER');
    const { id } = await createListing(owner, opportunityData());
    expect(await get(owner, id)).toMatchObject({
      kind: 'opportunity',
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
    expect(await updateListing(owner, { ...edited, id })).toEqual({ id });
    expect(await get(owner, id)).toMatchObject({
      title: 'Renamed farm',
      expectedReturnBps: null,
      amountMaxMinor: 50_000_000,
    });
  });

  it('the form schema refuses a maximum below the minimum, on amountMax', () => {
    const { kind: _kind, ...data } = opportunityData();
    const parsed = opportunitySchema.safeParse({
      ...data,
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
    const { id } = await createListing(owner, opportunityData());
    expect(await refusal(status(owner, id, 'publish'))).toBe('listing.needs_photo');
    const photo = await imageFile(1280, 960, 'webp');
    await uploadListingPhoto(owner, { kind: 'opportunity', listingId: id, photo });
    expect(await status(owner, id, 'publish')).toEqual({ status: 'published' });
    expect((await get(owner, id))!.publishedAt).toBeInstanceOf(Date);
    expect(await status(owner, id, 'archive')).toEqual({ status: 'archived' });
    await remove(owner, id);
    expect(await get(owner, id)).toBeNull();
  });

  it('paginates the owner’s own opportunities', async () => {
    const owner = await newUser('OWNER');
    await createListing(await newUser('OWNER'), opportunityData());
    for (let i = 0; i < 3; i++) {
      await createListing(owner, opportunityData({ title: `Project ${i}` }));
      await new Promise((r) => setTimeout(r, 3)); // distinct updated_at
    }
    const page = await listOwnerListings(owner, 'opportunity', { page: 2, pageSize: 2 });
    expect(page).toMatchObject({ total: 3, page: 2, pageCount: 2 });
    expect(page.items.map((o) => o.title)).toEqual(['Project 0']);
    expect(page.items[0]).toMatchObject({ kind: 'opportunity', sector: 'energy' });
  });

  it('refuses investors and other owners', async () => {
    const owner = await newUser('OWNER');
    const investor = await newUser('INVESTOR');
    const intruder = await newUser('OWNER');
    const { id } = await createListing(owner, opportunityData());
    expect(await refusal(listOwnerListings(investor, 'opportunity'))).toBe('forbidden');
    expect(await refusal(createListing(investor, opportunityData()))).toBe('forbidden');
    for (const guess of [id, randomUUID()]) {
      expect(await get(intruder, guess)).toBeNull();
      const hijack = { ...opportunityData(), id: guess };
      expect(await refusal(updateListing(intruder, hijack))).toBe('listing.not_found');
      expect(await refusal(status(intruder, guess, 'archive'))).toBe('listing.not_found');
      expect(await refusal(remove(intruder, guess))).toBe('listing.not_found');
    }
    expect((await get(owner, id))!.status).toBe('draft');
  });

  it('keeps each kind to its own table: an opportunity id is not an advertisement', async () => {
    const owner = await newUser('OWNER');
    const { id } = await createListing(owner, opportunityData());
    expect(await getOwnerListing(owner, 'advertisement', id)).toBeNull();
    const wrongKind = changeListingStatus(owner, { kind: 'advertisement', id, change: 'archive' });
    expect(await refusal(wrongKind)).toBe('listing.not_found');
    expect((await get(owner, id))!.status).toBe('draft');
  });
});
