'use client';

import { Trash2 } from '@/components/icons';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useActionErrorText } from '@/components/form/use-action-error-text';
import { Alert } from '@/components/ui/alert';
import { useRouter } from '@/i18n/navigation';
import { domainErrorOf } from '@/lib/action/result';
import { deleteDocumentAction } from '@/features/deal-room/actions/delete-document';
import { ConfirmDialog } from '@/features/listings/components/owner/confirm-dialog';

/** Where the focus goes once a deleted document's row is gone: the list's heading. */
const focusHeading = () => document.getElementById('documents-title');

/** Delete one document, after a confirmation dialog; the list refreshes. */
export function DeleteDocumentButton({ id, title }: { id: string; title: string }) {
  const t = useTranslations('dealRoom.owner.documents');
  const errorText = useActionErrorText();
  const errors = useTranslations('errors');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [deleted, setDeleted] = useState(false);

  // After the dialog has given the focus back to this button, which is about to disappear.
  useEffect(() => {
    if (deleted && !open) focusHeading()?.focus();
  }, [deleted, open]);

  async function confirm() {
    setPending(true);
    setError(null);
    const result = await deleteDocumentAction({ documentId: id }).catch(() => undefined);
    setPending(false);
    // Already gone (deleted in another tab) is as good as deleted.
    if (result?.ok || domainErrorOf(result, 'dealRoom') === 'not_found') {
      setDeleted(true);
      setOpen(false);
      router.refresh();
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
        aria-label={t('deleteItem', { title })}
        className="btn-sm btn-danger"
      >
        <Trash2 aria-hidden className="size-4" />
        {t('delete')}
      </button>
      <ConfirmDialog
        open={open}
        title={t('deleteTitle')}
        description={t.rich('deleteText', {
          title,
          name: (chunks) => (
            <bdi dir="auto" className="user-text font-medium text-ink">
              {chunks}
            </bdi>
          ),
        })}
        confirmLabel={t('deleteConfirm')}
        cancelLabel={t('cancel')}
        pendingLabel={t('deleting')}
        pending={pending}
        error={error ? <Alert tone="error">{error}</Alert> : null}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
        returnFocus={focusHeading}
      />
    </>
  );
}
