import { ImageIcon, ImagePlus } from '@/components/icons';
import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/ui/app-link';
import { photoSrcSet, photoUrl } from '@/features/listings/photo-url';

type Photo = { id: string; storageKey: string; width: number; height: number };

/** The listing's photos on its owner page: the cover large, the others in a row below. */
export function OwnerGallery({ photos, editHref }: { photos: Photo[]; editHref: string }) {
  const t = useTranslations('ownerListings');
  if (photos.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line bg-surface p-8 text-center">
        <ImageIcon aria-hidden className="size-8 text-brand-600" />
        <p className="text-sm text-muted">{t('details.noPhotos')}</p>
        <AppLink href={`${editHref}#photos-title`} className="btn-sm btn-secondary">
          <ImagePlus aria-hidden className="size-4" />
          {t('details.addPhotos')}
        </AppLink>
      </div>
    );
  }
  const [cover, ...rest] = photos;
  const alt = (i: number) => t('photos.alt', { position: i + 1, count: photos.length });
  return (
    <div className="space-y-3">
      {/* eslint-disable-next-line @next/next/no-img-element -- stored WebP variants with srcset */}
      <img
        src={photoUrl(cover!.storageKey, 1280)}
        srcSet={photoSrcSet(cover!.storageKey)}
        sizes="(min-width: 1024px) 600px, 100vw"
        alt={alt(0)}
        width={cover!.width}
        height={cover!.height}
        className="aspect-[3/2] w-full rounded-2xl border border-line bg-brand-50 object-cover"
      />
      {rest.length > 0 ? (
        <ul className="grid grid-cols-4 gap-2 sm:grid-cols-5">
          {rest.map((photo, i) => (
            <li key={photo.id}>
              {/* eslint-disable-next-line @next/next/no-img-element -- a stored 320 WebP variant */}
              <img
                src={photoUrl(photo.storageKey, 320)}
                alt={alt(i + 1)}
                width={160}
                height={120}
                loading="lazy"
                className="aspect-[4/3] w-full rounded-lg border border-line bg-brand-50 object-cover"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
