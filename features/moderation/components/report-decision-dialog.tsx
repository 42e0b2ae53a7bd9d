'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { FormError } from '@/components/form/form-error';
import { SelectField } from '@/components/form/select-field';
import { TextareaField } from '@/components/form/textarea-field';
import { applyServerErrors, useZodForm } from '@/components/form/use-zod-form';
import { Dialog } from '@/components/ui/dialog';
import { SubmitButton } from '@/components/ui/submit-button';
import {
  hideReportedListingAction,
  removeReportedListingAction,
  suspendReportedUserAction,
  warnReportedUserAction,
} from '@/features/moderation/actions/report-queue';
import { REPORT_NOTE_MAX, type ReportTargetKind } from '@/features/moderation/schemas/report';
import { SUSPENSION_CHOICES } from '@/features/moderation/schemas/report-queue';
import type { ActionResult } from '@/lib/action/result';
import { ReportReasonField } from './report-reason-field';

export type DecisionMode = 'hide' | 'remove' | 'warn' | 'suspend';

type Answer = ActionResult<unknown>;

const ACTIONS = {
  hide: hideReportedListingAction,
  remove: removeReportedListingAction,
  warn: warnReportedUserAction,
} as const;

/**
 * A moderator's decision on a report case, with the reason and note the person concerned is
 * shown (and, to suspend, how long). One form for the four: the duration is only asked to suspend.
 */
export function ReportDecisionDialog({
  mode,
  targetKind,
  targetId,
  onClose,
  onDone,
}: {
  mode: DecisionMode;
  targetKind: ReportTargetKind;
  targetId: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useTranslations('admin.reports.actions');
  const formId = useId();
  const [result, setResult] = useState<Answer | null>(null);
  const form = useZodForm(
    () => import('@/features/moderation/schemas/report-queue').then((m) => m.reportSuspendSchema),
    { defaultValues: { targetKind, targetId, reason: '', note: '', duration: '7' } },
  );
  const onSubmit = form.handleSubmit(async ({ duration, ...decision }) => {
    setResult(null);
    const call =
      mode === 'suspend'
        ? suspendReportedUserAction({ ...decision, duration })
        : ACTIONS[mode](decision);
    const answer = await call.catch((): Answer => ({ ok: false, error: 'generic' }));
    if (answer.ok) return onDone();
    setResult(answer);
    if (answer.fieldErrors) applyServerErrors(form, answer.fieldErrors);
  });
  const busy = form.formState.isSubmitting;
  return (
    <Dialog
      open
      onClose={onClose}
      busy={busy}
      title={t(mode)}
      description={t(`${mode}Hint`)}
      closeLabel={t('close')}
      footer={
        <>
          <button type="button" onClick={onClose} disabled={busy} className="btn btn-secondary">
            {t('cancel')}
          </button>
          <SubmitButton
            form={formId}
            pending={busy}
            pendingLabel={t('working')}
            danger={mode !== 'hide' && mode !== 'warn'}
          >
            {t(mode)}
          </SubmitButton>
        </>
      }
    >
      <form id={formId} method="post" onSubmit={onSubmit} noValidate className="space-y-3 text-ink">
        {mode === 'suspend' ? (
          <SelectField
            form={form}
            name="duration"
            label={t('duration')}
            required
            options={SUSPENSION_CHOICES.map((value) => ({
              value,
              label:
                value === 'indefinite'
                  ? t('durations.indefinite')
                  : t('durations.days', { count: Number(value) }),
            }))}
          />
        ) : null}
        <ReportReasonField form={form} name="reason" legend={t('reason')} />
        <TextareaField
          form={form}
          name="note"
          label={t('note')}
          hint={t('noteHint', { max: REPORT_NOTE_MAX })}
          rows={3}
          maxLength={REPORT_NOTE_MAX}
        />
        <FormError result={result} />
      </form>
    </Dialog>
  );
}
