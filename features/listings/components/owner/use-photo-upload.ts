'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useActionErrorText } from '@/components/form/use-action-error-text';
import { domainErrorOf } from '@/lib/action/result';
import { uploadListingPhotoAction } from '@/features/listings/actions/upload-listing-photo';
import type { ListingKind } from '@/features/listings/taxonomy';
import {
  listingPhotoSchema,
  MAX_PHOTOS,
  PHOTO_FIELD,
} from '@/features/listings/schemas/listing-photo';
import { translateIssue } from '@/lib/validation/translate';
import type { OwnerPhoto } from './photo-tile';

/**
 * Checks chosen files with the shared rules (extension, type, size, pixel size), then uploads
 * the valid ones one at a time (each is checked again on the server by its bytes).
 */
export function usePhotoUpload(kind: ListingKind, listingId: string) {
  const t = useTranslations('ownerListings.photos');
  const tv = useTranslations('validation');
  const errorText = useActionErrorText();
  const generic = useTranslations('errors')('generic');
  const [progress, setProgress] = useState<{ current: number; total: number } | null>(null);

  const fileError = (name: string, message: string) =>
    t('fileError', {
      name,
      message: translateIssue(tv, message, { name: PHOTO_FIELD, label: t('label') }),
    });
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
      const result = await uploadListingPhotoAction(data).catch(() => undefined);
      if (result?.ok) {
        added++;
        onAdded(result.data.photo);
        continue;
      }
      const issue = result?.fieldErrors?.[PHOTO_FIELD];
      errors.push(
        issue ? fileError(file.name, issue) : failed(file.name, errorText(result) ?? generic),
      );
      // Not found, or full: the others would fail the same way.
      if (domainErrorOf(result, 'listing')) break;
    }
    setProgress(null);
    return { added, errors };
  }

  return { upload, progress };
}
