'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { FormError } from '@/components/form/form-error';
import { TextareaField } from '@/components/form/textarea-field';
import { applyServerErrors, useZodForm } from '@/components/form/use-zod-form';
import { Dialog } from '@/components/ui/dialog';
import { SubmitButton } from '@/components/ui/submit-button';
import { reportAction } from '@/features/moderation/actions/report';
import { REPORT_NOTE_MAX, type ReportTargetKind } from '@/features/moderation/schemas/report';
import type { ActionResult } from '@/lib/action/result';
import { ReportReasonField } from './report-reason-field';

type Answer = ActionResult<unknown>;

/**
 * The report form in a modal: a reason and a note. Once sent, the dialog says so (a live region)
 * and the trigger shows "Reported"; a second report of the same target ends the same way, with
 * the refusal's sentence.
 */
export function ReportDialog({
  open,
  onClose,
  targetKind,
  targetId,
  onReported,
  returnFocus,
}: {
  open: boolean;
  onClose: () => void;
  targetKind: ReportTargetKind;
  targetId: string;
  onReported: () => void;
  returnFocus: () => HTMLElement | null;
}) {
  const t = useTranslations('report');
  const formId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const [result, setResult] = useState<Answer | null>(null);
  const [done, setDone] = useState(false);
  const form = useZodForm(
    () => import('@/features/moderation/schemas/report').then((m) => m.reportSchema),
    { defaultValues: { targetKind, targetId, reason: '', note: '' } },
  );
  const onSubmit = form.handleSubmit(async (values) => {
    setResult(null);
    const answer = await reportAction(values).catch((): Answer => ({
      ok: false,
      error: 'generic',
    }));
    if (answer.ok) setDone(true);
    else setResult(answer);
    if (answer.ok || answer.error === 'report.already_reported') onReported();
    if (!answer.ok && answer.fieldErrors) applyServerErrors(form, answer.fieldErrors);
  });
  // The form is gone: the close button takes the focus (and the status is read out).
  useEffect(() => {
    if (done) closeRef.current?.focus();
  }, [done]);

  const busy = form.formState.isSubmitting;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      busy={busy}
      title={targetKind === 'message' ? t('titleMessage') : t('titleListing')}
      description={t('description', { kind: targetKind })}
      closeLabel={t('close')}
      returnFocus={returnFocus}
      footer={
        done ? (
          <button ref={closeRef} type="button" onClick={onClose} className="btn btn-secondary">
            {t('close')}
          </button>
        ) : (
          <>
            <button type="button" onClick={onClose} disabled={busy} className="btn btn-secondary">
              {t('cancel')}
            </button>
            <SubmitButton form={formId} pending={busy} pendingLabel={t('sending')}>
              {t('send')}
            </SubmitButton>
          </>
        )
      }
    >
      <p
        role="status"
        className="font-medium text-success empty:hidden"
        data-testid="report-status"
      >
        {done ? t('received') : ''}
      </p>
      {done ? null : (
        <form
          id={formId}
          method="post"
          onSubmit={onSubmit}
          noValidate
          className="space-y-3 text-ink"
        >
          <ReportReasonField form={form} name="reason" legend={t('reasonLegend')} />
          <TextareaField
            form={form}
            name="note"
            label={t('noteLabel')}
            hint={t('noteHint', { max: REPORT_NOTE_MAX })}
            rows={3}
            maxLength={REPORT_NOTE_MAX}
          />
          <FormError result={result} />
        </form>
      )}
    </Dialog>
  );
}
