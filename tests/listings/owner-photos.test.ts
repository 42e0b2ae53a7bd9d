import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { photoUrl, photoVariantKey } from '@/features/listings/photo-url';
import { listingPhotoSchema, MAX_PHOTOS } from '@/features/listings/schemas/listing-photo';
import {
  changeListingStatus,
  createListing,
  deleteListing,
} from '@/features/listings/server/owner-listings';
import {
  deleteListingPhoto,
  listOwnerListingPhotos,
  reorderListingPhotos,
  setListingCover,
  uploadListingPhoto,
} from '@/features/listings/server/photos';
import { DomainError } from '@/lib/errors/domain-error';
import { decodeIssue } from '@/lib/validation/issue';
import {
  adData,
  imageFile,
  newUser,
  opportunityData,
  refusal,
  useTempFiles,
} from './owner-helpers';

let filesDir = '';
beforeAll(() => {
  filesDir = useTempFiles();
});

const stored = (key: string, width: 320 | 640 | 1280 | 1920) =>
  path.join(filesDir, photoVariantKey(key, width));

type Actor = { id: string; type: string };
const kind = 'advertisement';

async function newAd() {
  const owner = await newUser('OWNER');
  const { id } = await createListing(owner, adData());
  return { owner, id };
}

const add = (owner: Actor, listingId: string, photo: File) =>
  uploadListingPhoto(owner, { kind, listingId, photo });

async function upload(owner: Actor, id: string, file: File) {
  return (await add(owner, id, file)).photo;
}

const publish = (owner: Actor, id: string, change: 'publish' | 'unpublish') =>
  changeListingStatus(owner, { kind, id, change });

describe('photo upload', () => {
  it('stores WebP variants 320/640/1280 and a full one within 1920, never upscaled', async () => {
    const { owner, id } = await newAd();
    const photo = await upload(owner, id, await imageFile(2400, 1600));
    expect(photo).toMatchObject({ width: 1920, height: 1280, position: 0 });
    expect(photo.storageKey).toMatch(new RegExp(`^listings/advertisement/${id}/[\\w-]{22}$`));
    for (const [width, expected] of [
      [320, 320],
      [640, 640],
      [1280, 1280],
      [1920, 1920],
    ] as const) {
      const meta = await sharp(readFileSync(stored(photo.storageKey, width))).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: expected });
    }
    expect(photoUrl(photo.storageKey, 640)).toBe(`/files/${photo.storageKey}/640.webp`);

    const small = await upload(owner, id, await imageFile(800, 600, 'png'));
    expect(small).toMatchObject({ width: 800, height: 600, position: 1 });
    const big = await sharp(readFileSync(stored(small.storageKey, 1280))).metadata();
    expect(big.width).toBe(800); // not upscaled
  });

  it('checks the content, not the name or the declared type', async () => {
    const { owner, id } = await newAd();
    // The file's rule as its field's issue (`photo`), or the refusal's key.
    const issue = async (file: File) => {
      const error: unknown = await add(owner, id, file).then(
        () => null,
        (thrown: unknown) => thrown,
      );
      if (error === null) return null;
      if (!(error instanceof DomainError)) throw error;
      return error.field?.name === 'photo' ? decodeIssue(error.field.issue)?.rule : error.key;
    };
    const text = new File(['hello, not an image at all'], 'photo.jpg', { type: 'image/jpeg' });
    expect(await issue(text)).toBe('image');
    expect(await issue(await imageFile(800, 600, 'gif', 'photo.jpg', 'image/jpeg'))).toBe('mimes');
    expect(await issue(await imageFile(600, 600, 'jpeg'))).toBe('dimensions');
    expect(await issue(await imageFile(800, 400, 'webp'))).toBe('dimensions');
    expect(await issue(new File([], 'empty.jpg'))).toBe('required');
    // A real JPEG header followed by garbage: the header parses, the decoder refuses.
    const real = new Uint8Array(await (await imageFile(800, 600)).arrayBuffer());
    const broken = new Uint8Array(real.length);
    broken.set(real.subarray(0, 400));
    expect(await issue(new File([broken], 'broken.jpg', { type: 'image/jpeg' }))).toBe('image');
    // Over 5 MB (5120 KB): refused before decoding.
    const huge = new Uint8Array(5120 * 1024 + 1);
    huge.set(real.subarray(0, 64));
    expect(await issue(new File([huge], 'huge.jpg', { type: 'image/jpeg' }))).toBe('size');
    // A PNG named .txt with a wrong type is still a PNG.
    expect(await issue(await imageFile(640, 480, 'png', 'notes.txt', 'text/plain'))).toBeNull();
    expect(await listOwnerListingPhotos(owner, 'advertisement', id)).toHaveLength(1);
  });

  it('accepts at most 8 photos per listing', async () => {
    const { owner, id } = await newAd();
    const file = await imageFile(640, 480);
    for (let i = 0; i < MAX_PHOTOS; i++) await upload(owner, id, file);
    expect(await refusal(add(owner, id, file))).toBe('listing.too_many_photos');
  });

  it('works for opportunities too', async () => {
    const owner = await newUser('OWNER');
    const { id } = await createListing(owner, opportunityData());
    const photo = await imageFile(1024, 768);
    const r = await uploadListingPhoto(owner, { kind: 'opportunity', listingId: id, photo });
    expect(r.photo.storageKey).toMatch(new RegExp(`^listings/opportunity/${id}/`));
    // The same id under the other kind is not found.
    expect(await listOwnerListingPhotos(owner, 'advertisement', id)).toBeNull();
  });
});

describe('reorder, cover and delete', () => {
  it('reorders with a full permutation only, and sets the cover', async () => {
    const { owner, id } = await newAd();
    const file = await imageFile(640, 480);
    const [a, b, c] = [
      await upload(owner, id, file),
      await upload(owner, id, file),
      await upload(owner, id, file),
    ];
    const order = async () =>
      (await listOwnerListingPhotos(owner, 'advertisement', id))!.map((p) => [p.id, p.position]);

    await reorderListingPhotos(owner, { kind, listingId: id, photoIds: [c!.id, a!.id, b!.id] });
    expect(await order()).toEqual([
      [c!.id, 0],
      [a!.id, 1],
      [b!.id, 2],
    ]);
    for (const bad of [
      [a!.id, b!.id],
      [a!.id, a!.id, b!.id],
      [a!.id, b!.id, c!.id, c!.id],
    ]) {
      expect(
        await refusal(reorderListingPhotos(owner, { kind, listingId: id, photoIds: bad })),
      ).toBe('listing.invalid_order');
    }
    await setListingCover(owner, { kind, listingId: id, photoId: b!.id });
    expect(await order()).toEqual([
      [b!.id, 0],
      [c!.id, 1],
      [a!.id, 2],
    ]);
  });

  it('deletes a photo with its files; a published listing keeps its last photo', async () => {
    const { owner, id } = await newAd();
    const file = await imageFile(640, 480);
    const a = await upload(owner, id, file);
    const b = await upload(owner, id, file);
    await publish(owner, id, 'publish');
    await deleteListingPhoto(owner, { kind, listingId: id, photoId: a.id });
    expect(existsSync(stored(a.storageKey, 320))).toBe(false);
    expect(existsSync(stored(a.storageKey, 1920))).toBe(false);
    const left = await listOwnerListingPhotos(owner, 'advertisement', id);
    expect(left).toMatchObject([{ id: b.id, position: 0 }]);
    const last = { kind, listingId: id, photoId: b.id } as const;
    expect(await refusal(deleteListingPhoto(owner, last))).toBe('listing.last_photo');
    await publish(owner, id, 'unpublish');
    await deleteListingPhoto(owner, last);
    expect(await listOwnerListingPhotos(owner, 'advertisement', id)).toEqual([]);
  });

  it('deleting a listing removes its photo files', async () => {
    const { owner, id } = await newAd();
    const photo = await upload(owner, id, await imageFile(640, 480));
    expect(existsSync(stored(photo.storageKey, 640))).toBe(true);
    await deleteListing(owner, { kind, id });
    expect(existsSync(stored(photo.storageKey, 640))).toBe(false);
  });

  it('another owner cannot see, reorder, cover or delete the photos', async () => {
    const { owner, id } = await newAd();
    const intruder = await newUser('OWNER');
    const photo = await upload(owner, id, await imageFile(640, 480));
    expect(await listOwnerListingPhotos(intruder, 'advertisement', id)).toBeNull();
    const ref = { kind, listingId: id, photoId: photo.id } as const;
    const notFound = 'listing.not_found';
    const order = { kind, listingId: id, photoIds: [photo.id] } as const;
    expect(await refusal(reorderListingPhotos(intruder, order))).toBe(notFound);
    expect(await refusal(setListingCover(intruder, ref))).toBe(notFound);
    expect(await refusal(deleteListingPhoto(intruder, ref))).toBe(notFound);
    // Their own listing id with the victim's photo id: still not found.
    const theirs = { ...ref, listingId: (await createListing(intruder, adData())).id };
    expect(await refusal(deleteListingPhoto(intruder, theirs))).toBe(notFound);
    expect(await refusal(setListingCover(intruder, theirs))).toBe(notFound);
    expect(existsSync(stored(photo.storageKey, 640))).toBe(true);
  });
});

describe('browser rules (the same schema the photo picker uses)', () => {
  const rule = async (file: File) => {
    const parsed = await listingPhotoSchema.safeParseAsync({ photo: file });
    return parsed.success ? null : decodeIssue(parsed.error.issues[0]!.message)?.rule;
  };

  it('checks extension, type, size (5120 KB) and at least 640×480', async () => {
    expect(await rule(await imageFile(800, 600))).toBeNull();
    expect(await rule(await imageFile(800, 600, 'webp'))).toBeNull();
    expect(await rule(await imageFile(800, 600, 'gif'))).toBe('ext');
    expect(await rule(await imageFile(800, 600, 'png', 'photo.png', 'image/gif'))).toBe('mimes');
    expect(await rule(await imageFile(639, 480))).toBe('dimensions');
    const huge = new File([new Uint8Array(5120 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    expect(await rule(huge)).toBe('size');
  });
});
