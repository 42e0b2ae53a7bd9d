'use client';

import { Trash2 } from '@/components/icons';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { deleteSavedSearchAction } from '@/features/saved-searches/actions/delete-saved-search';

export function DeleteSavedSearchButton({ id, summary }: { id: string; summary: string }) {
  const t = useTranslations('savedSearches');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <button
      type="button"
      disabled={pending}
      aria-label={t('deleteLabel', { summary })}
      onClick={() =>
        startTransition(async () => {
          await deleteSavedSearchAction({ id });
          router.refresh();
        })
      }
      className="btn-sm btn-danger"
    >
      <Trash2 aria-hidden className="size-4" />
      {t('delete')}
    </button>
  );
}
