'use client';

import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from '@/components/icons';
import { useState, type KeyboardEvent } from 'react';
import { GALLERY_PHOTO_SIZES, galleryPhotoSrcSet, photoUrl } from '@/features/listings/photo-url';

type Photo = { storageKey: string; width: number; height: number };

/**
 * The photos of a listing: the current one large (1280 wide, 1920 on dense screens), thumbnails
 * as buttons below, and previous/next buttons. Arrow keys move through the photos (reversed
 * in Arabic, following the reading direction); the position is announced politely.
 * All texts come translated from the server (`photoOf[i]` is "Photo i+1 of n", `photoAlt[i]` the
 * same after the title).
 */
export function PhotoGallery({
  photos,
  title,
  labels,
}: {
  photos: Photo[];
  title: string;
  labels: {
    region: string;
    photoOf: string[];
    photoAlt: string[];
    showPhoto: string[];
    previous: string;
    next: string;
  };
}) {
  const [index, setIndex] = useState(0);
  const count = photos.length;
  const current = photos[index]!;
  const go = (delta: number) => setIndex((i) => (i + delta + count) % count);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (count < 2 || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = (event.key === 'ArrowRight') !== rtl;
    event.preventDefault();
    go(forward ? 1 : -1);
  }

  const navButton =
    'absolute top-1/2 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-surface/90 text-ink shadow-md hover:bg-surface';

  return (
    <section aria-label={labels.region} onKeyDown={onKeyDown} data-testid="photo-gallery">
      <div className="relative overflow-hidden rounded-2xl bg-brand-50">
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          key={current.storageKey}
          src={photoUrl(current.storageKey, 1280)}
          srcSet={galleryPhotoSrcSet(current.storageKey)}
          sizes={GALLERY_PHOTO_SIZES}
          alt={count > 1 ? labels.photoAlt[index] : title}
          width={current.width}
          height={current.height}
          fetchPriority={index === 0 ? 'high' : undefined}
          className="aspect-[3/2] w-full object-cover"
        />
        {count > 1 ? (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              aria-label={labels.previous}
              className={clsx(navButton, 'start-3')}
            >
              <ChevronLeft aria-hidden className="size-5 rtl:rotate-180" />
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              aria-label={labels.next}
              className={clsx(navButton, 'end-3')}
            >
              <ChevronRight aria-hidden className="size-5 rtl:rotate-180" />
            </button>
            <p
              aria-live="polite"
              className="absolute end-3 bottom-3 rounded-full bg-ink/75 px-2.5 py-1 text-xs font-medium text-white"
            >
              {labels.photoOf[index]}
            </p>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1">
          {photos.map((photo, i) => (
            <li key={photo.storageKey} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={labels.showPhoto[i]}
                aria-pressed={i === index}
                className={clsx(
                  'block overflow-hidden rounded-lg border-2',
                  i === index
                    ? 'border-brand-700'
                    : 'border-transparent opacity-80 hover:opacity-100',
                )}
              >
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img
                  src={photoUrl(photo.storageKey, 320)}
                  alt=""
                  width={96}
                  height={64}
                  loading="lazy"
                  className="h-16 w-24 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
