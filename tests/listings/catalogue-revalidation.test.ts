import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// What a cached catalogue, detail or home page depends on: every change to a listing's public
// face expires its kind's tag at once ({ expire: 0 }), on every instance (the cache handler).
const { revalidateTag } = vi.hoisted(() => ({ revalidateTag: vi.fn() }));
vi.mock('next/cache', async (original) => ({
  ...(await original<typeof import('next/cache')>()),
  revalidateTag,
}));

const { createAdvertisement, setAdvertisementStatus, updateAdvertisement } =
  await import('@/features/listings/server/owner-advertisements');
const { deleteListingPhoto, setListingCover, uploadListingPhoto } =
  await import('@/features/listings/server/photos');
const { adData, imageFile, newUser, useTempFiles } = await import('./owner-helpers');

const expired = () =>
  revalidateTag.mock.calls.filter(
    ([tag, profile]) => tag === 'catalogue:advertisement' && profile?.expire === 0,
  ).length;

beforeAll(() => useTempFiles());
beforeEach(() => revalidateTag.mockClear());

describe('catalogue revalidation', () => {
  it('publish, unpublish, edit and photo changes each expire the advertisement pages', async () => {
    const owner = await newUser('OWNER');
    const { id } = await createAdvertisement(owner, adData());
    const first = await uploadListingPhoto(owner, 'advertisement', id, await imageFile(800, 600));
    const second = await uploadListingPhoto(owner, 'advertisement', id, await imageFile(800, 600));
    expect(first.ok && second.ok).toBe(true);
    expect(expired()).toBe(2);

    for (const change of ['publish', 'unpublish', 'publish'] as const) {
      revalidateTag.mockClear();
      expect(await setAdvertisementStatus(owner, id, change)).toMatchObject({ ok: true });
      expect(expired(), change).toBe(1);
    }
    revalidateTag.mockClear();
    expect(await updateAdvertisement(owner, id, adData({ title: 'Renamed' }))).toBe(true);
    if (!second.ok) throw new Error('upload failed');
    expect(await setListingCover(owner, 'advertisement', id, second.photo.id)).toEqual({
      ok: true,
    });
    if (!first.ok) throw new Error('upload failed');
    expect(await deleteListingPhoto(owner, 'advertisement', id, first.photo.id)).toEqual({
      ok: true,
    });
    expect(expired()).toBe(3);
  });

  it('a refused change expires nothing', async () => {
    const owner = await newUser('OWNER');
    const stranger = await newUser('OWNER');
    const { id } = await createAdvertisement(owner, adData());
    revalidateTag.mockClear();
    // No photo yet: publishing is refused; a stranger cannot touch it.
    expect(await setAdvertisementStatus(owner, id, 'publish')).toMatchObject({ ok: false });
    expect(await setAdvertisementStatus(stranger, id, 'publish')).toMatchObject({ ok: false });
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});
