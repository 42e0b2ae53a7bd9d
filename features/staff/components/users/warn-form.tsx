'use client';

import { useTranslations } from 'next-intl';
import { FormError } from '@/components/form/form-error';
import { TextareaField } from '@/components/form/textarea-field';
import { useActionSubmit } from '@/components/form/use-action-submit';
import { useZodForm } from '@/components/form/use-zod-form';
import { SubmitButton } from '@/components/ui/submit-button';
import { ReportReasonField } from '@/features/moderation/components/report-reason-field';
import { REPORT_NOTE_MAX } from '@/features/moderation/schemas/report';
import { warnUserAction } from '@/features/staff/actions/users';

/** A warning with a reason and a note the user reads; the form empties once it is sent. */
export function WarnForm({ userId }: { userId: string }) {
  const t = useTranslations('admin.users');
  const form = useZodForm(
    () => import('@/features/staff/schemas/users').then((m) => m.warnUserSchema),
    { defaultValues: { userId, reason: '', note: '' } },
  );
  const { result, onSubmit } = useActionSubmit(form, () => warnUserAction(form.getValues()), {
    onSuccess: () => form.reset({ userId, reason: '', note: '' }),
  });
  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      aria-labelledby="warn-title"
      data-testid="warn-form"
    >
      <h3 id="warn-title" className="font-semibold text-ink">
        {t('warn.title')}
      </h3>
      <FormError result={result} />
      <ReportReasonField form={form} name="reason" legend={t('reason')} />
      <TextareaField
        form={form}
        name="note"
        label={t('warn.note')}
        hint={t('warn.noteHint')}
        maxLength={REPORT_NOTE_MAX}
        dir="auto"
        rows={3}
      />
      <p role="status" className="text-sm font-medium text-success empty:hidden">
        {result?.ok ? t('warn.sent') : ''}
      </p>
      <SubmitButton pending={form.formState.isSubmitting} pendingLabel={t('warn.pending')}>
        {t('warn.submit')}
      </SubmitButton>
    </form>
  );
}
