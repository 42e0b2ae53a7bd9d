/**
 * Public URLs of listing photos. Each photo is stored as WebP variants under its storage key
 * (`<storageKey>/<width>.webp`, served by app/files/[...key]/route.ts). No original is kept:
 * 1920 is the largest ("full") variant. Variants are never upscaled, so a variant may be narrower
 * than its name when the upload was (uploads are at least 640 wide, so 320 and 640 always are).
 */
export const PHOTO_VARIANT_WIDTHS = [320, 640, 1280, 1920] as const;
export type PhotoWidth = (typeof PHOTO_VARIANT_WIDTHS)[number];

/** The file key of one variant (the storage key is a folder of variants). */
export function photoVariantKey(storageKey: string, width: PhotoWidth): string {
  return `${storageKey}/${width}.webp`;
}

/** `/files/<storageKey>/<width>.webp` */
export function photoUrl(storageKey: string, width: PhotoWidth): string {
  return `/files/${photoVariantKey(storageKey, width)}`;
}

/** A `srcSet` over the given variants (every one by default), for `<img sizes=...>`. */
export function photoSrcSet(
  storageKey: string,
  widths: readonly PhotoWidth[] = PHOTO_VARIANT_WIDTHS,
): string {
  return widths.map((w) => `${photoUrl(storageKey, w)} ${w}w`).join(', ');
}

/**
 * The detail page's large photo: the <img> (features/listings/components/catalogue/photo-gallery.tsx) and
 * its preload (listing-gallery.tsx) must name the same candidates and sizes, or the browser
 * downloads the photo twice.
 */
export const GALLERY_PHOTO_SIZES = '(min-width: 1280px) 760px, 100vw';
export function galleryPhotoSrcSet(storageKey: string): string {
  return photoSrcSet(storageKey, [640, 1280, 1920]);
}
