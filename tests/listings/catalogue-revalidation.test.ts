import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// What a cached catalogue, detail or home page depends on: every change to a listing's public
// face expires its kind's tag at once ({ expire: 0 }), on every instance (the cache handler).
const { revalidateTag } = vi.hoisted(() => ({ revalidateTag: vi.fn() }));
vi.mock('next/cache', async (original) => ({
  ...(await original<typeof import('next/cache')>()),
  revalidateTag,
}));

const { changeListingStatus, createListing, updateListing } =
  await import('@/features/listings/server/owner-listings');
const { deleteListingPhoto, setListingCover, uploadListingPhoto } =
  await import('@/features/listings/server/photos');
const { adData, imageFile, newUser, refusal, useTempFiles } = await import('./owner-helpers');

const kind = 'advertisement';

const expired = () =>
  revalidateTag.mock.calls.filter(
    ([tag, profile]) => tag === 'catalogue:advertisement' && profile?.expire === 0,
  ).length;

beforeAll(() => useTempFiles());
beforeEach(() => revalidateTag.mockClear());

describe('catalogue revalidation', () => {
  it('publish, unpublish, edit and photo changes each expire the advertisement pages', async () => {
    const owner = await newUser('OWNER');
    const { id } = await createListing(owner, adData());
    const upload = async () =>
      (await uploadListingPhoto(owner, { kind, listingId: id, photo: await imageFile(800, 600) }))
        .photo;
    const first = await upload();
    const second = await upload();
    expect(expired()).toBe(2);

    for (const change of ['publish', 'unpublish', 'publish'] as const) {
      revalidateTag.mockClear();
      await changeListingStatus(owner, { kind, id, change });
      expect(expired(), change).toBe(1);
    }
    revalidateTag.mockClear();
    await updateListing(owner, { ...adData({ title: 'Renamed' }), id });
    await setListingCover(owner, { kind, listingId: id, photoId: second.id });
    await deleteListingPhoto(owner, { kind, listingId: id, photoId: first.id });
    expect(expired()).toBe(3);
  });

  it('a refused change expires nothing', async () => {
    const owner = await newUser('OWNER');
    const stranger = await newUser('OWNER');
    const { id } = await createListing(owner, adData());
    revalidateTag.mockClear();
    // No photo yet: publishing is refused; a stranger cannot touch it.
    const publish = { kind, id, change: 'publish' } as const;
    expect(await refusal(changeListingStatus(owner, publish))).toBe('listing.needs_photo');
    expect(await refusal(changeListingStatus(stranger, publish))).toBe('listing.not_found');
    const rename = { ...adData({ title: 'Renamed' }), id };
    expect(await refusal(updateListing(stranger, rename))).toBe('listing.not_found');
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});
