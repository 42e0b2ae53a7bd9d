'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormError } from '@/components/form/form-error';
import { TextField } from '@/components/form/text-field';
import { useActionSubmit } from '@/components/form/use-action-submit';
import { useZodForm } from '@/components/form/use-zod-form';
import { Alert } from '@/components/ui/alert';
import { AppLink } from '@/components/ui/app-link';
import { SubmitButton } from '@/components/ui/submit-button';
import { signInAction } from '@/features/accounts/actions/sign-in';
import { useApplyAuthErrors } from './auth-errors';
import { PasswordField } from './password-field';

/** Email + password; `redirect` is the page the visitor was sent here from (checked on the server). */
export function SignInForm({ redirect }: { redirect?: string }) {
  const t = useTranslations('auth');
  const form = useZodForm(
    () => import('@/features/accounts/schemas/auth').then((m) => m.signInSchema),
    {
      defaultValues: { email: '', password: '' },
    },
  );
  const applyErrors = useApplyAuthErrors(form);
  const [leaving, setLeaving] = useState(false);
  const { result, onSubmit } = useActionSubmit(
    form,
    (values) => signInAction({ ...values, redirect }),
    {
      onSuccess: (answer) => {
        // A full load: the server renders the signed-in page and seeds the auth store.
        setLeaving(true);
        window.location.assign(answer.data.redirectTo);
      },
      applyErrors: (fieldErrors) => {
        applyErrors(fieldErrors);
        form.setFocus('password');
      },
    },
  );

  const rootError = form.formState.errors.root?.server?.message;
  const signUpHref = redirect
    ? { pathname: '/auth/sign-up', query: { redirect } }
    : { pathname: '/auth/sign-up' };

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="space-y-5"
      aria-label={t('signIn.submit')}
    >
      {rootError ? <Alert tone="error">{rootError}</Alert> : null}
      <FormError result={result} />
      <TextField
        form={form}
        name="email"
        type="email"
        dir="ltr"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        label={t('email')}
        required
      />
      <div className="space-y-2">
        <PasswordField
          form={form}
          name="password"
          label={t('password')}
          autoComplete="current-password"
          required
        />
        <p className="text-end text-sm">
          <AppLink
            href="/auth/forget-password"
            className="font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            {t('signIn.forgotPassword')}
          </AppLink>
        </p>
      </div>
      <SubmitButton
        pending={form.formState.isSubmitting || leaving}
        pendingLabel={t('signIn.pending')}
        className="w-full"
      >
        {t('signIn.submit')}
      </SubmitButton>
      <p className="text-center text-sm text-muted">
        {t('signIn.noAccount')}{' '}
        <AppLink
          href={signUpHref}
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {t('signIn.createAccount')}
        </AppLink>
      </p>
    </form>
  );
}
