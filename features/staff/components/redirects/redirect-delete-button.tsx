'use client';

import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { FormError } from '@/components/form/form-error';
import { useRouter } from '@/i18n/navigation';
import type { ActionResult } from '@/lib/action/result';
import { ConfirmDialog } from '@/features/listings/components/owner/confirm-dialog';
import { deleteRedirectAction } from '@/features/redirects/actions/redirect-admin';

/** Removes one redirect after a confirmation; the list refreshes without it. */
export function RedirectDeleteButton({ source }: { source: string }) {
  const t = useTranslations('admin.redirects');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  const [result, setResult] = useState<ActionResult<unknown> | null>(null);
  const [done, setDone] = useState('');

  const confirm = () =>
    startTransition(async () => {
      setResult(null);
      const answer = await deleteRedirectAction({ source });
      setResult(answer);
      if (!answer.ok) return;
      setOpen(false);
      setDone(t('deleted'));
      router.refresh();
    });

  return (
    <>
      <button
        type="button"
        onClick={() => {
          setResult(null);
          setOpen(true);
        }}
        aria-label={t('deleteLabel', { source })}
        className="btn-sm btn-danger"
      >
        {t('delete')}
      </button>
      <span role="status" className="sr-only">
        {done}
      </span>
      <ConfirmDialog
        open={open}
        title={t('deleteTitle', { source })}
        description={t('deleteText')}
        confirmLabel={t('confirmDelete')}
        cancelLabel={t('cancel')}
        pendingLabel={t('working')}
        pending={pending}
        error={result && !result.ok ? <FormError result={result} /> : null}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
