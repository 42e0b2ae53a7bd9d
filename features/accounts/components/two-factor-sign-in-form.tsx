'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormError } from '@/components/form/form-error';
import { useActionSubmit } from '@/components/form/use-action-submit';
import { useZodForm } from '@/components/form/use-zod-form';
import { Alert } from '@/components/ui/alert';
import { AppLink } from '@/components/ui/app-link';
import { SubmitButton } from '@/components/ui/submit-button';
import { completeTwoFactorSignInAction } from '@/features/accounts/actions/complete-two-factor-sign-in';
import { domainErrorOf } from '@/lib/action/result';
import { useApplyAuthErrors } from './auth-errors';
import { SecondFactorField } from './second-factor-field';
import { redirectParam, useQueryAfterHydration } from './url-params';

const linkClass = 'font-semibold text-brand-700 underline-offset-4 hover:underline';

/**
 * The second step of signing in: the code of the authenticator app, or a recovery code. The
 * pending sign-in travels in its own cookie; `?redirect=` is read once the form has hydrated.
 */
export function TwoFactorSignInForm() {
  const t = useTranslations('auth');
  const errors = useTranslations('errors');
  const params = useQueryAfterHydration();
  const form = useZodForm(
    () => import('@/features/accounts/schemas/two-factor').then((m) => m.secondFactorSchema),
    { defaultValues: { code: '' } },
  );
  const applyErrors = useApplyAuthErrors(form);
  const [leaving, setLeaving] = useState(false);
  const { result, onSubmit } = useActionSubmit(
    form,
    (values) =>
      completeTwoFactorSignInAction({
        ...values,
        redirect: params ? redirectParam(params) : undefined,
      }),
    {
      onSuccess: (answer) => {
        // A full load: the server renders the signed-in page and seeds the auth store.
        setLeaving(true);
        window.location.assign(answer.data.redirectTo);
      },
      applyErrors: (fieldErrors) => {
        applyErrors(fieldErrors);
        form.setFocus('code');
      },
    },
  );
  const expired = domainErrorOf(result, 'twoFactor') === 'expired';
  // A form-wide answer of the service (a suspension that began after the password step).
  const rootError = form.formState.errors.root?.server?.message;

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="space-y-5"
      aria-label={t('twoFactor.submit')}
    >
      {expired ? (
        <Alert tone="error">
          {errors('twoFactor.expired')}{' '}
          <AppLink href="/auth/login" className={linkClass}>
            {t('twoFactor.signInAgain')}
          </AppLink>
        </Alert>
      ) : (
        <FormError result={result} />
      )}
      {rootError ? <Alert tone="error">{rootError}</Alert> : null}
      <SecondFactorField form={form} name="code" autoFocus />
      <SubmitButton
        pending={form.formState.isSubmitting || leaving}
        pendingLabel={t('twoFactor.pending')}
        className="w-full"
      >
        {t('twoFactor.submit')}
      </SubmitButton>
      <p className="text-center text-sm">
        <AppLink href="/auth/login" className={linkClass}>
          {t('twoFactor.backToSignIn')}
        </AppLink>
      </p>
    </form>
  );
}
