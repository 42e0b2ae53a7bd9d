import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db';
import { advertisements } from '@/lib/db/schema';
import {
  createAdvertisement,
  deleteAdvertisement,
  getOwnerAdvertisement,
  listOwnerAdvertisements,
  setAdvertisementStatus,
  updateAdvertisement,
} from '@/features/listings/server/owner-advertisements';
import { uploadListingPhoto } from '@/features/listings/server/photos';
import { ListingForbiddenError } from '@/features/listings/server/shared';
import { eq } from 'drizzle-orm';
import { adData, imageFile, newUser, useTempFiles } from './owner-helpers';

const tick = () => new Promise((r) => setTimeout(r, 3));

beforeAll(() => {
  useTempFiles();
});

describe('owner advertisements', () => {
  it('creates a draft with the price in minor units, then edits it', async () => {
    const owner = await newUser('OWNER');
    const { id } = await createAdvertisement(owner, adData());
    const created = await getOwnerAdvertisement(owner, id);
    expect(created).toMatchObject({
      status: 'draft',
      priceMinor: 25_000_050,
      currency: 'SAR',
      publishedAt: null,
      views: 0,
      photos: [],
    });
    expect(await updateAdvertisement(owner, id, adData({ title: 'Renamed shop', price: '' }))).toBe(
      true,
    );
    expect(await getOwnerAdvertisement(owner, id)).toMatchObject({
      title: 'Renamed shop',
      priceMinor: null,
      status: 'draft',
    });
  });

  it('publishes only with a photo; publishedAt is set on the first publish only', async () => {
    const owner = await newUser('OWNER');
    const { id } = await createAdvertisement(owner, adData());
    expect(await setAdvertisementStatus(owner, id, 'publish')).toEqual({
      ok: false,
      error: 'needs_photo',
    });
    const upload = await uploadListingPhoto(owner, 'advertisement', id, await imageFile(800, 600));
    expect(upload.ok).toBe(true);
    expect(await setAdvertisementStatus(owner, id, 'publish')).toEqual({
      ok: true,
      status: 'published',
    });
    const first = (await getOwnerAdvertisement(owner, id))!.publishedAt;
    expect(first).toBeInstanceOf(Date);

    expect(await setAdvertisementStatus(owner, id, 'unpublish')).toMatchObject({ status: 'draft' });
    await new Promise((r) => setTimeout(r, 10));
    await setAdvertisementStatus(owner, id, 'publish');
    expect((await getOwnerAdvertisement(owner, id))!.publishedAt).toEqual(first);

    expect(await setAdvertisementStatus(owner, id, 'archive')).toMatchObject({
      status: 'archived',
    });
    expect((await getOwnerAdvertisement(owner, id))!.status).toBe('archived');
  });

  it('deletes an advertisement with its photo rows', async () => {
    const owner = await newUser('OWNER');
    const { id } = await createAdvertisement(owner, adData());
    await uploadListingPhoto(owner, 'advertisement', id, await imageFile(640, 480, 'png'));
    expect(await deleteAdvertisement(owner, id)).toBe(true);
    expect(await getOwnerAdvertisement(owner, id)).toBeNull();
    expect(await deleteAdvertisement(owner, id)).toBe(false);
  });

  it('lists only the owner’s own items, newest change first, paginated in the database', async () => {
    const owner = await newUser('OWNER');
    const other = await newUser('OWNER');
    await createAdvertisement(other, adData({ title: 'Not mine at all' }));
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      ids.push((await createAdvertisement(owner, adData({ title: `Advert number ${i}` }))).id);
      await tick(); // distinct updated_at (the clock may tick in milliseconds)
    }
    const first = await listOwnerAdvertisements(owner, { page: 1, pageSize: 5 });
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 5, pageCount: 3 });
    expect(first.items.map((a) => a.title)).toEqual(
      [11, 10, 9, 8, 7].map((i) => `Advert number ${i}`),
    );
    const last = await listOwnerAdvertisements(owner, { page: 3, pageSize: 5 });
    expect(last.items.map((a) => a.id)).toEqual([ids[1], ids[0]]);
    expect(last.items[0]).toMatchObject({ coverKey: null, photoCount: 0, status: 'draft' });
    const beyond = await listOwnerAdvertisements(owner, { page: 9, pageSize: 5 });
    expect(beyond.items).toEqual([]);
  });

  it('shows the cover and photo count in the list', async () => {
    const owner = await newUser('OWNER');
    const { id } = await createAdvertisement(owner, adData());
    const a = await uploadListingPhoto(owner, 'advertisement', id, await imageFile(800, 600));
    await uploadListingPhoto(owner, 'advertisement', id, await imageFile(700, 500, 'webp'));
    const { items } = await listOwnerAdvertisements(owner);
    expect(items[0]).toMatchObject({ id, photoCount: 2 });
    expect(a.ok && items[0]!.coverKey).toBe(a.ok && a.photo.storageKey);
  });
});

describe('permissions', () => {
  it('refuses an investor in every service', async () => {
    const investor = await newUser('INVESTOR');
    const owner = await newUser('OWNER');
    const { id } = await createAdvertisement(owner, adData());
    await expect(createAdvertisement(investor, adData())).rejects.toBeInstanceOf(
      ListingForbiddenError,
    );
    await expect(listOwnerAdvertisements(investor)).rejects.toBeInstanceOf(ListingForbiddenError);
    await expect(getOwnerAdvertisement(investor, id)).rejects.toBeInstanceOf(ListingForbiddenError);
    await expect(setAdvertisementStatus(investor, id, 'archive')).rejects.toBeInstanceOf(
      ListingForbiddenError,
    );
    await expect(deleteAdvertisement(investor, id)).rejects.toBeInstanceOf(ListingForbiddenError);
  });

  it('another owner guessing ids gets "not found" and changes nothing', async () => {
    const owner = await newUser('OWNER');
    const intruder = await newUser('OWNER');
    const { id } = await createAdvertisement(owner, adData());
    for (const guess of [id, randomUUID(), 'not-a-uuid', "1' or '1'='1"]) {
      expect(await getOwnerAdvertisement(intruder, guess)).toBeNull();
      expect(await updateAdvertisement(intruder, guess, adData({ title: 'Hijacked!' }))).toBe(
        false,
      );
      expect(await setAdvertisementStatus(intruder, guess, 'archive')).toEqual({
        ok: false,
        error: 'not_found',
      });
      expect(await deleteAdvertisement(intruder, guess)).toBe(false);
      expect(
        await uploadListingPhoto(intruder, 'advertisement', guess, await imageFile(800, 600)),
      ).toEqual({ ok: false, error: 'not_found' });
    }
    expect((await listOwnerAdvertisements(intruder)).total).toBe(0);
    const db = await getDb();
    const [row] = await db.select().from(advertisements).where(eq(advertisements.id, id));
    expect(row).toMatchObject({ title: 'Coffee shop for sale', status: 'draft' });
  });
});
