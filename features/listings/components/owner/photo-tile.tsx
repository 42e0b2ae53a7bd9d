'use client';

import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight, Star, Trash2 } from '@/components/icons';
import { useTranslations } from 'next-intl';
import { photoUrl } from '@/features/listings/photo-url';

export type OwnerPhoto = { id: string; storageKey: string; width: number; height: number };
export type TileAction = 'earlier' | 'later' | 'cover' | 'remove';

// Icon-only, so no btn size; the colours are the buttons' tones (app/globals.css).
const iconButton =
  'inline-flex size-9 items-center justify-center rounded-lg disabled:cursor-not-allowed disabled:opacity-40';

/** One photo of the manager with its keyboard-reachable actions (move, make cover, delete). */
export function PhotoTile({
  photo,
  index,
  count,
  busy,
  onAction,
}: {
  photo: OwnerPhoto;
  index: number;
  count: number;
  busy: boolean;
  onAction: (action: TileAction) => void;
}) {
  const t = useTranslations('ownerListings.photos');
  const position = index + 1;
  const cover = index === 0;
  const buttons: { action: TileAction; label: string; icon: typeof Star; disabled: boolean }[] = [
    {
      action: 'earlier',
      label: t('moveEarlier', { position }),
      icon: ChevronLeft,
      disabled: cover,
    },
    {
      action: 'later',
      label: t('moveLater', { position }),
      icon: ChevronRight,
      disabled: position === count,
    },
    { action: 'cover', label: t('makeCover', { position }), icon: Star, disabled: cover },
    { action: 'remove', label: t('remove', { position }), icon: Trash2, disabled: false },
  ];
  return (
    <li data-photo={photo.id} className="overflow-hidden rounded-xl border border-line bg-surface">
      <div className="relative aspect-[4/3] bg-brand-50">
        {/* eslint-disable-next-line @next/next/no-img-element -- stored WebP variants, srcset not needed at this size */}
        <img
          src={photoUrl(photo.storageKey, 320)}
          alt={t('alt', { position, count })}
          width={320}
          height={240}
          className="size-full object-cover"
        />
        <span className="absolute start-2 top-2 rounded-full bg-ink/75 px-2 py-0.5 text-xs font-semibold text-white">
          {position}
        </span>
        {cover ? (
          <span className="absolute end-2 top-2 inline-flex items-center gap-1 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
            <Star aria-hidden className="size-3 fill-current" />
            {t('cover')}
          </span>
        ) : null}
      </div>
      <div
        role="group"
        aria-label={t('toolbar', { position })}
        className="flex items-center justify-between gap-1 p-2"
      >
        {buttons.map(({ action, label, icon: Icon, disabled }) => (
          <button
            key={action}
            type="button"
            data-action={action}
            aria-label={label}
            title={label}
            disabled={disabled}
            aria-disabled={busy || undefined}
            onClick={() => (busy ? undefined : onAction(action))}
            className={clsx(iconButton, action === 'remove' ? 'btn-danger' : 'btn-secondary')}
          >
            <Icon
              aria-hidden
              className={clsx(
                'size-4',
                (action === 'earlier' || action === 'later') && 'rtl:rotate-180',
              )}
            />
          </button>
        ))}
      </div>
    </li>
  );
}
