import { clsx } from 'clsx';
import { ImageOff } from '@/components/icons';
import { photoSrcSet, photoUrl, type PhotoWidth } from '@/lib/listings/photo-url';
import type { ListingPhoto } from '@/lib/server/listings/search';

/**
 * A listing photo from its stored WebP variants, or a quiet placeholder when there is none.
 * `widths` are the variants offered to the browser (cards: 320 and 640), `sizes` how wide it is
 * drawn; the box keeps a 3:2 ratio so nothing shifts while it loads.
 */
export function ListingImage({
  photo,
  alt,
  widths = [320, 640],
  sizes,
  eager = false,
  placeholder,
  className,
}: {
  photo: ListingPhoto | null;
  alt: string;
  widths?: readonly PhotoWidth[];
  sizes: string;
  eager?: boolean;
  /** Text for the placeholder (read by screen readers only when `alt` is set). */
  placeholder: string;
  className?: string;
}) {
  const box = clsx('aspect-[3/2] w-full overflow-hidden bg-brand-50', className);
  if (!photo) {
    return (
      <div
        className={clsx(box, 'flex flex-col items-center justify-center gap-2 text-brand-600')}
        role={alt ? 'img' : undefined}
        aria-label={alt ? placeholder : undefined}
      >
        <ImageOff aria-hidden className="size-7" />
        <span aria-hidden className="text-xs font-medium">
          {placeholder}
        </span>
      </div>
    );
  }
  const largest = widths[widths.length - 1] ?? 640;
  return (
    <div className={box}>
      {/* Stored variants are already resized WebP: the Next image optimiser would add nothing. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={photoUrl(photo.storageKey, largest)}
        srcSet={photoSrcSet(photo.storageKey, widths)}
        sizes={sizes}
        alt={alt}
        width={photo.width}
        height={photo.height}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
        className="size-full object-cover"
      />
    </div>
  );
}
