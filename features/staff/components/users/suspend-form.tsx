'use client';

import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { FormError } from '@/components/form/form-error';
import { SelectField } from '@/components/form/select-field';
import { TextareaField } from '@/components/form/textarea-field';
import { applyServerErrors, useZodForm } from '@/components/form/use-zod-form';
import { SubmitButton } from '@/components/ui/submit-button';
import { useRouter } from '@/i18n/navigation';
import type { ActionResult } from '@/lib/action/result';
import { ReportReasonField } from '@/features/moderation/components/report-reason-field';
import { REPORT_NOTE_MAX } from '@/features/moderation/schemas/report';
import { SUSPENSION_CHOICES } from '@/features/moderation/schemas/report-queue';
import { ConfirmDialog } from '@/features/listings/components/owner/confirm-dialog';
import { suspendUserAction } from '@/features/staff/actions/users';

/**
 * Suspends the account for a chosen number of days or until restored, after a confirmation that
 * says what a suspension does. The page then shows the suspension (and the restore button).
 */
export function SuspendForm({ userId, name }: { userId: string; name: string }) {
  const t = useTranslations('admin.users');
  const router = useRouter();
  const form = useZodForm(
    () => import('@/features/staff/schemas/users').then((m) => m.suspendUserSchema),
    { defaultValues: { userId, duration: '7', reason: '', note: '' } },
  );
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  const [result, setResult] = useState<ActionResult<unknown> | null>(null);

  const onSubmit = form.handleSubmit(() => {
    setResult(null);
    setOpen(true);
  });
  const confirm = () =>
    startTransition(async () => {
      const answer = await suspendUserAction(form.getValues());
      setResult(answer);
      if (answer.ok) {
        setOpen(false);
        router.refresh();
      } else if (answer.fieldErrors) {
        setOpen(false);
        applyServerErrors(form, answer.fieldErrors);
      }
    });
  const failure = result && !result.ok ? <FormError result={result} /> : null;

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      aria-labelledby="suspend-title"
      data-testid="suspend-form"
    >
      <h3 id="suspend-title" className="font-semibold text-ink">
        {t('suspend.title')}
      </h3>
      {open ? null : failure}
      <SelectField
        form={form}
        name="duration"
        label={t('suspend.duration')}
        options={SUSPENSION_CHOICES.map((value) => ({
          value,
          label:
            value === 'indefinite'
              ? t('suspend.indefinite')
              : t('suspend.days', { days: Number(value) }),
        }))}
        required
      />
      <ReportReasonField form={form} name="reason" legend={t('reason')} />
      <TextareaField
        form={form}
        name="note"
        label={t('suspend.note')}
        hint={t('suspend.noteHint')}
        maxLength={REPORT_NOTE_MAX}
        dir="auto"
        rows={3}
      />
      <p role="status" className="text-sm font-medium text-success empty:hidden">
        {result?.ok ? t('suspend.done') : ''}
      </p>
      <SubmitButton pending={form.formState.isSubmitting || pending} pendingLabel={t('working')}>
        {t('suspend.submit')}
      </SubmitButton>
      <ConfirmDialog
        open={open}
        title={t('suspend.confirmTitle', { name })}
        description={t('suspend.confirmText')}
        confirmLabel={t('suspend.confirm')}
        cancelLabel={t('cancel')}
        pendingLabel={t('working')}
        pending={pending}
        error={failure}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </form>
  );
}
