import { clsx } from 'clsx';
import { ImageOff } from '@/components/icons';
import { photoSrcSet, photoUrl, type PhotoWidth } from '@/features/listings/photo-url';
import type { ListingPhoto } from '@/features/listings/server/photo-rows';

/**
 * How a photo loads: `lead` is the page's largest paint (at once, ahead of other images: only one
 * per page, so it does not share the first round trips), `eager` is in the first screen on some
 * layout (at once, at the browser's priority), `lazy` waits until it nears the viewport.
 */
export type PhotoLoading = 'lead' | 'eager' | 'lazy';

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
  loading = 'lazy',
  placeholder,
  className,
}: {
  photo: ListingPhoto | null;
  alt: string;
  widths?: readonly PhotoWidth[];
  sizes: string;
  loading?: PhotoLoading;
  /** Text for the placeholder (read by screen readers only when `alt` is set). */
  placeholder: string;
  className?: string;
}) {
  const box = clsx('photo-box', className);
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
        loading={loading === 'lazy' ? 'lazy' : 'eager'}
        // Only when set: an unset prop is still written into the page's RSC payload, once a card.
        {...(loading === 'lead' ? { fetchPriority: 'high' as const } : {})}
        decoding="async"
      />
    </div>
  );
}
