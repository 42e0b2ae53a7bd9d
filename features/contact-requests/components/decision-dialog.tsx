'use client';

import { useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import { FormError } from '@/components/form/form-error';
import { Dialog } from '@/components/ui/dialog';
import { SubmitButton } from '@/components/ui/submit-button';
import type { ActionResult } from '@/lib/action/result';

/**
 * A decision about one request in an accessible modal: the form (`children`) sits in the dialog,
 * its submit button in the footer (linked by `form=`); refusals are shown translated.
 */
export function DecisionDialog({
  open,
  onClose,
  title,
  description,
  busy,
  result,
  confirmLabel,
  pendingLabel,
  danger = false,
  onSubmit,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  busy: boolean;
  result: ActionResult<unknown> | null;
  confirmLabel: string;
  pendingLabel: string;
  danger?: boolean;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void;
  children?: ReactNode;
}) {
  const t = useTranslations('contactRequests');
  const formId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      busy={busy}
      title={title}
      description={description}
      closeLabel={t('actions.close')}
      footer={
        <>
          <button type="button" onClick={onClose} disabled={busy} className="btn btn-secondary">
            {t('actions.back')}
          </button>
          <SubmitButton form={formId} pending={busy} pendingLabel={pendingLabel} danger={danger}>
            {confirmLabel}
          </SubmitButton>
        </>
      }
    >
      <form id={formId} method="post" onSubmit={onSubmit} noValidate className="space-y-3 text-ink">
        {children}
      </form>
      <FormError result={result} />
    </Dialog>
  );
}
