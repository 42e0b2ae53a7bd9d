'use client';

import { ImagePlus, LoaderCircle } from '@/components/icons';
import { useTranslations } from 'next-intl';
import { useRef, type Ref } from 'react';
import {
  MAX_PHOTOS,
  PHOTO_EXTENSIONS,
  PHOTO_MIMES,
  PHOTO_RULES,
} from '@/features/listings/schemas/listing-photo';

const ACCEPT = [...PHOTO_MIMES, ...PHOTO_EXTENSIONS.map((e) => `.${e}`)].join(',');

/** The photo section's heading, rules and "Add photos" button (a real button opening the picker). */
export function PhotoPicker({
  count,
  busy,
  progress,
  onFiles,
  buttonRef,
}: {
  count: number;
  busy: boolean;
  progress: { current: number; total: number } | null;
  onFiles: (files: File[]) => void;
  buttonRef: Ref<HTMLButtonElement>;
}) {
  const t = useTranslations('ownerListings.photos');
  const input = useRef<HTMLInputElement>(null);
  const full = count >= MAX_PHOTOS;
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="photos-title" className="text-lg font-semibold">
            {t('title')}
          </h2>
          <p className="mt-1 text-sm text-muted">{t('intro', { max: MAX_PHOTOS })}</p>
          <p id="photos-hint" className="mt-1 text-xs text-muted">
            {t('hint', {
              size: PHOTO_RULES.maxKb / 1024,
              width: PHOTO_RULES.minWidth,
              height: PHOTO_RULES.minHeight,
            })}
          </p>
        </div>
        <p className="text-sm font-medium whitespace-nowrap text-muted">
          {t('count', { count, max: MAX_PHOTOS })}
        </p>
      </div>
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPT}
        tabIndex={-1}
        aria-hidden
        data-photo-input
        className="sr-only"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          onFiles(files);
        }}
      />
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button
          ref={buttonRef}
          type="button"
          onClick={() => (busy ? undefined : input.current?.click())}
          disabled={full}
          aria-disabled={busy || undefined}
          aria-describedby="photos-hint"
          className="btn btn-primary aria-disabled:opacity-70"
        >
          {progress ? (
            <LoaderCircle aria-hidden className="size-4 animate-spin" />
          ) : (
            <ImagePlus aria-hidden className="size-4" />
          )}
          {progress ? t('uploading', progress) : t('add')}
        </button>
        {full ? <p className="text-sm text-muted">{t('full', { max: MAX_PHOTOS })}</p> : null}
      </div>
    </>
  );
}
