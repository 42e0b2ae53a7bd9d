'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { deleteListingPhotoAction } from '@/features/listings/actions/delete-listing-photo';
import { reorderListingPhotosAction } from '@/features/listings/actions/reorder-listing-photos';
import { setListingCoverPhotoAction } from '@/features/listings/actions/set-listing-cover-photo';
import { useActionErrorText } from '@/components/form/use-action-error-text';
import type { ActionResult } from '@/lib/action/result';
import type { ListingKind } from '@/features/listings/taxonomy';
import { ConfirmDialog } from './confirm-dialog';
import { PhotoPicker } from './photo-picker';
import { PhotoTile, type OwnerPhoto, type TileAction } from './photo-tile';
import { useFocusFollows } from './use-focus-follows';
import { usePhotoUpload } from './use-photo-upload';

/** Upload, order (the first is the cover) and delete a listing's photos; each change is saved at once. */
export function PhotoManager({
  kind,
  listingId,
  initialPhotos,
}: {
  kind: ListingKind;
  listingId: string;
  initialPhotos: OwnerPhoto[];
}) {
  const t = useTranslations('ownerListings.photos');
  const tc = useTranslations('ownerListings.common');
  const errorText = useActionErrorText();
  const errors = useTranslations('errors');
  const { upload, progress } = usePhotoUpload(kind, listingId);
  const [photos, setPhotos] = useState(initialPhotos);
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const [removing, setRemoving] = useState<OwnerPhoto | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const focusAfterChange = useFocusFollows(list, photos);

  async function save(
    next: OwnerPhoto[],
    call: () => Promise<ActionResult<unknown>>,
    done: string,
  ) {
    const before = photos;
    setPhotos(next);
    setBusy(true);
    setProblems([]);
    const result = await call().catch(() => undefined);
    setBusy(false);
    if (result?.ok) return setAnnouncement(done);
    setPhotos(before);
    setProblems([errorText(result) ?? errors('generic')]);
  }

  function onAction(photo: OwnerPhoto, index: number, action: TileAction) {
    if (action === 'remove') return setRemoving(photo);
    const next = photos.filter((p) => p.id !== photo.id);
    const to = action === 'cover' ? 0 : action === 'earlier' ? index - 1 : index + 1;
    next.splice(to, 0, photo);
    focusAfterChange({ id: photo.id, action });
    void save(
      next,
      () =>
        action === 'cover'
          ? setListingCoverPhotoAction({ kind, listingId, photoId: photo.id })
          : reorderListingPhotosAction({ kind, listingId, photoIds: next.map((p) => p.id) }),
      action === 'cover' ? t('coverSet') : t('moved', { position: to + 1, count: next.length }),
    );
  }

  async function onFiles(files: File[]) {
    if (files.length === 0) return;
    setBusy(true);
    setProblems([]);
    const { added, errors: refused } = await upload(files, photos.length, (photo) =>
      setPhotos((current) => [...current, photo]),
    );
    setProblems(refused);
    if (added > 0) setAnnouncement(t('uploaded', { count: added }));
    setBusy(false);
  }

  async function confirmRemove() {
    if (!removing) return;
    const index = photos.findIndex((p) => p.id === removing.id);
    const neighbour = photos[index + 1] ?? photos[index - 1];
    setRemoving(null);
    if (neighbour) focusAfterChange({ id: neighbour.id, action: 'remove' });
    else addButton.current?.focus();
    await save(
      photos.filter((p) => p.id !== removing.id),
      () => deleteListingPhotoAction({ kind, listingId, photoId: removing.id }),
      t('removed'),
    );
  }

  return (
    <section
      aria-labelledby="photos-title"
      className="rounded-2xl border border-line bg-surface p-6 shadow-sm"
    >
      <PhotoPicker
        count={photos.length}
        busy={busy}
        progress={progress}
        onFiles={(files) => void onFiles(files)}
        buttonRef={addButton}
      />
      <p role="status" className="sr-only">
        {progress ? t('uploading', progress) : announcement}
      </p>
      {problems.length > 0 ? (
        <div className="mt-4">
          <Alert tone="error">
            <ul className="space-y-1">
              {problems.map((error, i) => (
                <li key={i} dir="auto" className="user-text">
                  {error}
                </li>
              ))}
            </ul>
          </Alert>
        </div>
      ) : null}
      {photos.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-line p-6 text-center text-sm text-muted">
          {t('empty')}
        </p>
      ) : (
        <ul ref={list} className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
          {photos.map((photo, index) => (
            <PhotoTile
              key={photo.id}
              photo={photo}
              index={index}
              count={photos.length}
              busy={busy}
              onAction={(action) => onAction(photo, index, action)}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('deleteTitle')}
        description={t('deleteText')}
        confirmLabel={tc('delete')}
        cancelLabel={tc('cancel')}
        pendingLabel={t('deleting')}
        pending={false}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
    </section>
  );
}
