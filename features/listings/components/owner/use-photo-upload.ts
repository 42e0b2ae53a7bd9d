'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { uploadListingPhotoAction } from '@/features/listings/actions/upload-listing-photo';
import { listingErrorOf } from '@/features/listings/owner-result';
import type { ListingKind } from '@/features/listings/taxonomy';
import {
  listingPhotoSchema,
  MAX_PHOTOS,
  PHOTO_FIELD,
} from '@/features/listings/schemas/listing-photo';
import { translateIssue } from '@/lib/validation/translate';
import type { OwnerPhoto } from './photo-tile';
import { useOwnerErrorText } from './use-owner-error';

/**
 * Checks chosen files with the shared rules (extension, type, size, pixel size), then uploads
 * the valid ones one at a time (each is checked again on the server by its bytes).
 */
export function usePhotoUpload(kind: ListingKind, listingId: string) {
  const t = useTranslations('ownerListings.photos');
  const tv = useTranslations('validation');
  const errorText = useOwnerErrorText();
  const [progress, setProgress] = useState<{ current: number; total: number } | null>(null);

  const fileError = (name: string, message: string) =>
    t('fileError', { name, message: translateIssue(tv, message, t('label')) });
  const failed = (name: string, message: string) => t('fileError', { name, message });

  async function upload(files: File[], have: number, onAdded: (photo: OwnerPhoto) => void) {
    const errors: string[] = [];
    const valid: File[] = [];
    for (const file of files) {
      const parsed = await listingPhotoSchema.safeParseAsync({ [PHOTO_FIELD]: file });
      if (parsed.success) valid.push(file);
      else errors.push(fileError(file.name, parsed.error.issues[0]?.message ?? ''));
    }
    const room = Math.max(0, MAX_PHOTOS - have);
    const queue = valid.slice(0, room);
    if (valid.length > room) {
      errors.push(t('skipped', { count: valid.length - room, max: MAX_PHOTOS }));
    }
    let added = 0;
    for (const [index, file] of queue.entries()) {
      setProgress({ current: index + 1, total: queue.length });
      const data = new FormData();
      data.set('kind', kind);
      data.set('listingId', listingId);
      data.set(PHOTO_FIELD, file);
      try {
        const result = await uploadListingPhotoAction(data);
        if (result.ok) {
          added++;
          onAdded(result.data.photo);
          continue;
        }
        const issue =
          !listingErrorOf(result) && 'fieldErrors' in result ? result.fieldErrors : null;
        errors.push(
          issue?.[PHOTO_FIELD]
            ? fileError(file.name, issue[PHOTO_FIELD])
            : failed(file.name, errorText(result)),
        );
        if (listingErrorOf(result)) break; // not found / full: the others would fail the same way
      } catch {
        errors.push(failed(file.name, errorText(null)));
      }
    }
    setProgress(null);
    return { added, errors };
  }

  return { upload, progress };
}
