'use client';

import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import { Avatar } from '@/components/ui/avatar';

const SIZE = 112;

/** The chosen (not yet saved) picture, marked as a preview; otherwise the current avatar. */
export function AvatarPreview({
  preview,
  name,
  image,
}: {
  preview: string | null;
  name: string;
  image: string | null;
}) {
  const t = useTranslations('profile.avatar');
  return (
    <figure className="flex shrink-0 flex-col items-center gap-2">
      {preview ? (
        // A blob: URL of the chosen file; the optimiser cannot (and need not) handle it.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={preview}
          alt={t('preview')}
          width={SIZE}
          height={SIZE}
          className="size-28 rounded-full object-cover ring-4 ring-brand-200"
          data-testid="avatar-preview"
        />
      ) : (
        <Avatar
          name={name}
          image={image}
          size={SIZE}
          alt={image ? t('current') : ''}
          className={clsx(image && 'ring-1 ring-line')}
        />
      )}
      {preview ? (
        <figcaption className="text-xs font-medium text-accent-700">{t('previewNote')}</figcaption>
      ) : null}
    </figure>
  );
}
