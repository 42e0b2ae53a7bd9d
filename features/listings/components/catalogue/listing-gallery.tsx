import { useTranslations } from 'next-intl';
import { preload } from 'react-dom';
import { GALLERY_PHOTO_SIZES, galleryPhotoSrcSet, photoUrl } from '@/features/listings/photo-url';
import type { ListingPhoto } from '@/features/listings/server/photo-rows';
import { ListingImage } from './listing-image';
import { PhotoGallery } from './photo-gallery';

/** The gallery island with its texts translated here, or a placeholder when there is no photo. */
export function ListingGallery({ photos, title }: { photos: ListingPhoto[]; title: string }) {
  const t = useTranslations('catalogue');
  if (!photos.length) {
    return (
      <ListingImage
        photo={null}
        alt={title}
        sizes="100vw"
        placeholder={t('card.noPhoto')}
        className="rounded-2xl"
      />
    );
  }
  const total = photos.length;
  // The first photo is the page's largest paint: announced in <head>, its download starts with
  // the HTML instead of after the parser reaches the gallery (Lighthouse's "load delay").
  const first = photos[0]!.storageKey;
  preload(photoUrl(first, 1280), {
    as: 'image',
    imageSrcSet: galleryPhotoSrcSet(first),
    imageSizes: GALLERY_PHOTO_SIZES,
    fetchPriority: 'high',
  });
  return (
    <PhotoGallery
      photos={photos}
      title={title}
      labels={{
        region: t('gallery.label'),
        photoOf: photos.map((_, i) => t('gallery.photoOf', { index: i + 1, total })),
        photoAlt: photos.map((_, i) => t('gallery.photoAlt', { title, index: i + 1, total })),
        showPhoto: photos.map((_, i) => t('gallery.showPhoto', { index: i + 1 })),
        previous: t('gallery.previous'),
        next: t('gallery.next'),
      }}
    />
  );
}
