'use client';

import { clsx } from 'clsx';
import { Trash2 } from '@/components/icons';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { useRouter } from '@/i18n/navigation';
import { useActionErrorText } from '@/components/form/use-action-error-text';
import { domainErrorOf } from '@/lib/action/result';
import { deleteListingAction } from '@/features/listings/actions/delete-listing';
import { LISTING_KIND } from '@/features/listings/kinds';
import { ownerListingPath } from '@/features/listings/owner-paths';
import type { ListingKind } from '@/features/listings/taxonomy';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Delete, after a confirmation dialog. From a list the list refreshes; from the item's own pages
 * (`leave`) the owner goes back to the list.
 */
export function DeleteListingButton({
  kind,
  id,
  title,
  leave = false,
  compact = false,
}: {
  kind: ListingKind;
  id: string;
  title: string;
  leave?: boolean;
  compact?: boolean;
}) {
  const t = useTranslations('ownerListings');
  const errorText = useActionErrorText();
  const errors = useTranslations('errors');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setPending(true);
    setError(null);
    const result = await deleteListingAction({ kind, id }).catch(() => undefined);
    setPending(false);
    // Already gone (deleted in another tab) is as good as deleted.
    if (result?.ok || domainErrorOf(result, 'listing') === 'not_found') {
      setOpen(false);
      if (leave) router.replace(ownerListingPath(kind));
      else router.refresh();
      return;
    }
    setError(errorText(result) ?? errors('generic'));
  }

  return (
    <>
      <button
        type="button"
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
        aria-label={compact ? t('common.deleteItem', { title }) : undefined}
        title={compact ? t('common.delete') : undefined}
        data-delete-trigger={id}
        className={clsx(
          'btn-danger',
          compact ? 'inline-flex size-9 items-center justify-center rounded-lg' : 'btn-sm',
        )}
      >
        <Trash2 aria-hidden className="size-4" />
        {compact ? null : t('common.delete')}
      </button>
      <ConfirmDialog
        open={open}
        title={t(`${LISTING_KIND[kind].ownerTexts}.deleteTitle`)}
        description={t.rich('delete.text', {
          title,
          name: (chunks) => (
            <bdi dir="auto" className="user-text font-medium text-ink">
              {chunks}
            </bdi>
          ),
        })}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('common.cancel')}
        pendingLabel={t('delete.deleting')}
        pending={pending}
        error={error ? <Alert tone="error">{error}</Alert> : null}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
        returnFocus={() => document.querySelector<HTMLElement>('main h1, main')}
      />
    </>
  );
}
