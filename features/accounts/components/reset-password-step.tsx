'use client';

import { Mail } from '@/components/icons';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { FormError } from '@/components/form/form-error';
import { TextField } from '@/components/form/text-field';
import { useActionSubmit } from '@/components/form/use-action-submit';
import { useZodForm } from '@/components/form/use-zod-form';
import { Alert } from '@/components/ui/alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { requestPasswordResetAction } from '@/features/accounts/actions/request-password-reset';
import { resetPasswordAction } from '@/features/accounts/actions/reset-password';
import { useApplyAuthErrors } from './auth-errors';
import { keepFieldFocus } from '@/components/form/keep-focus';
import { NewPasswordFields } from './new-password-fields';

const textButtonClass =
  'font-semibold text-brand-700 underline-offset-4 hover:underline disabled:cursor-not-allowed disabled:opacity-60';

/** Step 2 of the reset: the mailed code and the new password, for the email of step 1. */
export function ResetPasswordStep({
  email,
  onChangeEmail,
  onDone,
}: {
  email: string;
  onChangeEmail: () => void;
  onDone: () => void;
}) {
  const t = useTranslations('auth');
  const form = useZodForm(
    () => import('@/features/accounts/schemas/auth').then((m) => m.passwordResetSchema),
    {
      defaultValues: { email, code: '', password: '', passwordConfirmation: '' },
    },
  );
  const applyErrors = useApplyAuthErrors(form);
  const [resending, setResending] = useState(false);
  const [resent, setResent] = useState(false);
  const { setFocus } = form;
  useEffect(() => setFocus('code'), [setFocus]);

  const { result, setResult, onSubmit } = useActionSubmit(form, resetPasswordAction, {
    onStart: () => setResent(false),
    onSuccess: () => onDone(),
    applyErrors,
  });

  const resend = async () => {
    setResending(true);
    setResent(false);
    setResult(null);
    const answer = await requestPasswordResetAction({ email });
    setResending(false);
    setResult(answer);
    if (answer.ok) {
      setResent(true);
      form.resetField('code');
      setFocus('code');
    }
  };

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="space-y-5"
      aria-label={t('reset.submit')}
    >
      <div role="status" className="flex items-start gap-3 rounded-2xl bg-brand-50 p-4 text-sm">
        <Mail aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <div className="min-w-0 space-y-1">
          <p className="text-ink">
            {t.rich('reset.codeSent', {
              address: email,
              email: (chunks) => (
                <bdi dir="ltr" className="font-semibold">
                  {chunks}
                </bdi>
              ),
            })}
          </p>
          <button type="button" onClick={onChangeEmail} className={textButtonClass}>
            {t('reset.changeEmail')}
          </button>
        </div>
      </div>
      {resent ? <Alert tone="success">{t('reset.resent')}</Alert> : null}
      <FormError result={result} />
      {/* For password managers: the account whose password is being replaced. */}
      <input
        type="email"
        name="username"
        autoComplete="username"
        value={email}
        readOnly
        tabIndex={-1}
        aria-hidden
        className="sr-only"
      />
      <TextField
        form={form}
        name="code"
        label={t('reset.code')}
        dir="ltr"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
      />
      <NewPasswordFields
        form={form}
        label={t('reset.newPassword')}
        confirmLabel={t('reset.confirmNewPassword')}
        hint={t('passwordHint')}
      />
      <SubmitButton
        pending={form.formState.isSubmitting}
        pendingLabel={t('reset.pending')}
        className="w-full"
      >
        {t('reset.submit')}
      </SubmitButton>
      <p className="text-center text-sm text-muted">
        {t('reset.noCode')}{' '}
        <button
          type="button"
          {...keepFieldFocus}
          onClick={resend}
          disabled={resending || form.formState.isSubmitting}
          aria-busy={resending || undefined}
          className={textButtonClass}
        >
          {resending ? t('reset.resending') : t('reset.resend')}
        </button>
      </p>
    </form>
  );
}
