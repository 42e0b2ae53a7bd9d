'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { FormError } from '@/components/form/form-error';
import { useActionSubmit } from '@/components/form/use-action-submit';
import { useZodForm } from '@/components/form/use-zod-form';
import { SubmitButton } from '@/components/ui/submit-button';
import type { ActionResult } from '@/lib/action/result';
import type { SecondFactorInput } from '@/features/accounts/schemas/two-factor';
import { useApplyAuthErrors } from './auth-errors';
import { SecondFactorField } from './second-factor-field';

/**
 * One change that asks for a current code (the app's or a recovery code): new recovery codes, or
 * turning two-step verification off. A wrong code is said on the field.
 */
export function SecondFactorForm<R>({
  title,
  hint,
  submitLabel,
  pendingLabel,
  action,
  onSuccess,
  danger = false,
}: {
  title: string;
  hint: string;
  submitLabel: string;
  pendingLabel: string;
  action: (input: SecondFactorInput) => Promise<ActionResult<R>>;
  onSuccess: (data: R) => void;
  danger?: boolean;
}) {
  const t = useTranslations('profile.twoFactor');
  const headingId = useId();
  const form = useZodForm(
    () => import('@/features/accounts/schemas/two-factor').then((m) => m.secondFactorSchema),
    { defaultValues: { code: '' } },
  );
  const applyErrors = useApplyAuthErrors(form);
  const { result, onSubmit } = useActionSubmit(
    form,
    (values) => action(values).catch((): ActionResult<R> => ({ ok: false, error: 'generic' })),
    {
      onSuccess: (answer) => {
        form.reset({ code: '' });
        onSuccess(answer.data);
      },
      applyErrors,
    },
  );

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={headingId}
      className="space-y-3 rounded-xl border border-line p-4"
    >
      <div>
        <h3 id={headingId} className="font-semibold text-ink">
          {title}
        </h3>
        <p className="mt-0.5 text-sm text-muted">{hint}</p>
      </div>
      <FormError result={result} />
      <SecondFactorField form={form} name="code" label={t('codeLabel')} />
      <SubmitButton
        pending={form.formState.isSubmitting}
        pendingLabel={pendingLabel}
        danger={danger}
      >
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
