import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { advertisements } from '@/lib/db/schema';
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
import { adData, imageFile, newUser, refusal, useTempFiles } from './owner-helpers';

const tick = () => new Promise((r) => setTimeout(r, 3));

type Actor = { id: string; type: string };
const get = (actor: Actor, id: string) => getOwnerListing(actor, 'advertisement', id);
const list = (actor: Actor, options?: { page?: number; pageSize?: number }) =>
  listOwnerListings(actor, 'advertisement', options);
const status = (actor: Actor, id: string, change: StatusChange) =>
  changeListingStatus(actor, { kind: 'advertisement', id, change });
const remove = (actor: Actor, id: string) => deleteListing(actor, { kind: 'advertisement', id });
const addPhoto = async (actor: Actor, listingId: string, file: File) =>
  uploadListingPhoto(actor, { kind: 'advertisement', listingId, photo: file });

beforeAll(() => {
  useTempFiles();
});

describe('owner advertisements', () => {
  it('creates a draft with the price in minor units, then edits it', async () => {
    const owner = await newUser('OWNER');
    const { id } = await createListing(owner, adData());
    const created = await get(owner, id);
    expect(created).toMatchObject({
      kind: 'advertisement',
      status: 'draft',
      priceMinor: 25_000_050,
      currency: 'SAR',
      publishedAt: null,
      views: 0,
      photos: [],
    });
    const edited = { ...adData({ title: 'Renamed shop', price: '' }), id };
    expect(await updateListing(owner, edited)).toEqual({ id });
    expect(await get(owner, id)).toMatchObject({
      title: 'Renamed shop',
      priceMinor: null,
      status: 'draft',
    });
  });

  it('publishes only with a photo; publishedAt is set on the first publish only', async () => {
    const owner = await newUser('OWNER');
    const { id } = await createListing(owner, adData());
    expect(await refusal(status(owner, id, 'publish'))).toBe('listing.needs_photo');
    expect((await get(owner, id))!.status).toBe('draft');
    await addPhoto(owner, id, await imageFile(800, 600));
    expect(await status(owner, id, 'publish')).toEqual({ status: 'published' });
    const first = (await get(owner, id))!.publishedAt;
    expect(first).toBeInstanceOf(Date);

    expect(await status(owner, id, 'unpublish')).toEqual({ status: 'draft' });
    await new Promise((r) => setTimeout(r, 10));
    await status(owner, id, 'publish');
    expect((await get(owner, id))!.publishedAt).toEqual(first);

    expect(await status(owner, id, 'archive')).toEqual({ status: 'archived' });
    expect((await get(owner, id))!.status).toBe('archived');
  });

  it('deletes an advertisement with its photo rows', async () => {
    const owner = await newUser('OWNER');
    const { id } = await createListing(owner, adData());
    await addPhoto(owner, id, await imageFile(640, 480, 'png'));
    await remove(owner, id);
    expect(await get(owner, id)).toBeNull();
    expect(await refusal(remove(owner, id))).toBe('listing.not_found');
  });

  it('lists only the owner’s own items, newest change first, paginated in the database', async () => {
    const owner = await newUser('OWNER');
    const other = await newUser('OWNER');
    await createListing(other, adData({ title: 'Not mine at all' }));
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      ids.push((await createListing(owner, adData({ title: `Advert number ${i}` }))).id);
      await tick(); // distinct updated_at (the clock may tick in milliseconds)
    }
    const first = await list(owner, { page: 1, pageSize: 5 });
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 5, pageCount: 3 });
    expect(first.items.map((a) => a.title)).toEqual(
      [11, 10, 9, 8, 7].map((i) => `Advert number ${i}`),
    );
    const last = await list(owner, { page: 3, pageSize: 5 });
    expect(last.items.map((a) => a.id)).toEqual([ids[1], ids[0]]);
    expect(last.items[0]).toMatchObject({
      kind: 'advertisement',
      category: 'food_beverage',
      coverKey: null,
      photoCount: 0,
      status: 'draft',
    });
    const beyond = await list(owner, { page: 9, pageSize: 5 });
    expect(beyond.items).toEqual([]);
  });

  it('shows the cover and photo count in the list', async () => {
    const owner = await newUser('OWNER');
    const { id } = await createListing(owner, adData());
    const a = await addPhoto(owner, id, await imageFile(800, 600));
    await addPhoto(owner, id, await imageFile(700, 500, 'webp'));
    const { items } = await list(owner);
    expect(items[0]).toMatchObject({ id, photoCount: 2, coverKey: a.photo.storageKey });
  });
});

describe('permissions', () => {
  it('refuses an investor in every service', async () => {
    const investor = await newUser('INVESTOR');
    const owner = await newUser('OWNER');
    const { id } = await createListing(owner, adData());
    expect(await refusal(createListing(investor, adData()))).toBe('forbidden');
    expect(await refusal(updateListing(investor, { ...adData(), id }))).toBe('forbidden');
    expect(await refusal(list(investor))).toBe('forbidden');
    expect(await refusal(get(investor, id))).toBe('forbidden');
    expect(await refusal(status(investor, id, 'archive'))).toBe('forbidden');
    expect(await refusal(remove(investor, id))).toBe('forbidden');
  });

  it('another owner guessing ids gets "not found" and changes nothing', async () => {
    const owner = await newUser('OWNER');
    const intruder = await newUser('OWNER');
    const { id } = await createListing(owner, adData());
    for (const guess of [id, randomUUID(), 'not-a-uuid', "1' or '1'='1"]) {
      expect(await get(intruder, guess)).toBeNull();
      const hijack = { ...adData({ title: 'Hijacked!' }), id: guess };
      expect(await refusal(updateListing(intruder, hijack))).toBe('listing.not_found');
      expect(await refusal(status(intruder, guess, 'archive'))).toBe('listing.not_found');
      expect(await refusal(remove(intruder, guess))).toBe('listing.not_found');
      expect(await refusal(addPhoto(intruder, guess, await imageFile(800, 600)))).toBe(
        'listing.not_found',
      );
    }
    expect((await list(intruder)).total).toBe(0);
    const db = await getDb();
    const [row] = await db.select().from(advertisements).where(eq(advertisements.id, id));
    expect(row).toMatchObject({ title: 'Coffee shop for sale', status: 'draft' });
  });
});
