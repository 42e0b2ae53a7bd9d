'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { FormError } from '@/components/form/form-error';
import { TextareaField } from '@/components/form/textarea-field';
import { applyServerErrors, useZodForm } from '@/components/form/use-zod-form';
import { Dialog } from '@/components/ui/dialog';
import { SubmitButton } from '@/components/ui/submit-button';
import type { ListingKind } from '@/features/listings/taxonomy';
import {
  hideListingAction,
  removeListingAction,
} from '@/features/moderation/actions/listing-review';
import { LISTING_NOTE_MAX } from '@/features/moderation/schemas/listing-review';
import type { ActionResult } from '@/lib/action/result';
import { ReportReasonField } from '../report-reason-field';

type Answer = ActionResult<unknown>;
const ACTIONS = { hide: hideListingAction, remove: removeListingAction };

/**
 * Hiding or removing a listing: a reason from the list and a note, both shown to its owner. On
 * success the dialog closes and `onDone` announces it; a refusal stays in the dialog.
 */
export function ListingDecisionDialog({
  move,
  open,
  onClose,
  onDone,
  kind,
  id,
  title,
}: {
  move: 'hide' | 'remove';
  open: boolean;
  onClose: () => void;
  onDone: () => void;
  kind: ListingKind;
  id: string;
  title: string;
}) {
  const t = useTranslations('admin.listings.dialog');
  const formId = useId();
  const [result, setResult] = useState<Answer | null>(null);
  const form = useZodForm(
    () =>
      import('@/features/moderation/schemas/listing-review').then((m) => m.listingDecisionSchema),
    { defaultValues: { kind, id, reason: '', note: '' } },
  );
  const onSubmit = form.handleSubmit(async (values) => {
    setResult(null);
    const answer = await ACTIONS[move](values).catch((): Answer => ({
      ok: false,
      error: 'generic',
    }));
    if (answer.ok) {
      form.reset();
      onDone();
      return;
    }
    setResult(answer);
    if (answer.fieldErrors) applyServerErrors(form, answer.fieldErrors);
  });
  const busy = form.formState.isSubmitting;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      busy={busy}
      role="alertdialog"
      title={move === 'hide' ? t('hideTitle', { title }) : t('removeTitle', { title })}
      description={move === 'hide' ? t('hideDescription') : t('removeDescription')}
      closeLabel={t('close')}
      footer={
        <>
          <button type="button" onClick={onClose} disabled={busy} className="btn btn-secondary">
            {t('cancel')}
          </button>
          <SubmitButton form={formId} pending={busy} pendingLabel={t('working')}>
            {move === 'hide' ? t('confirmHide') : t('confirmRemove')}
          </SubmitButton>
        </>
      }
    >
      <form id={formId} method="post" onSubmit={onSubmit} noValidate className="space-y-3 text-ink">
        <ReportReasonField form={form} name="reason" legend={t('reasonLegend')} />
        <TextareaField
          form={form}
          name="note"
          label={t('noteLabel')}
          hint={t('noteHint', { max: LISTING_NOTE_MAX })}
          rows={3}
          maxLength={LISTING_NOTE_MAX}
        />
        <FormError result={result} />
      </form>
    </Dialog>
  );
}
