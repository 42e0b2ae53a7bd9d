'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState, type ReactNode } from 'react';
import { CheckboxField } from '@/components/form/checkbox-field';
import { FormError } from '@/components/form/form-error';
import { TextField } from '@/components/form/text-field';
import { useActionSubmit } from '@/components/form/use-action-submit';
import { useZodForm } from '@/components/form/use-zod-form';
import { AppLink } from '@/components/ui/app-link';
import { SubmitButton } from '@/components/ui/submit-button';
import { signUpAction } from '@/features/accounts/actions/sign-up';
import type { UserTypeChoice } from '@/features/accounts/schemas/auth-codes';
import { AccountTypeField } from './account-type-field';
import { useApplyAuthErrors } from './auth-errors';
import { NewPasswordFields } from './new-password-fields';

const linkClass = 'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800';

/** A new account of either type; it is signed in at once and sent to `redirect` or the profile. */
export function SignUpForm({
  redirect,
  defaultType,
}: {
  redirect?: string;
  defaultType?: UserTypeChoice;
}) {
  const t = useTranslations('auth');
  const form = useZodForm(
    () => import('@/features/accounts/schemas/auth').then((m) => m.signUpSchema),
    {
      defaultValues: {
        type: defaultType ?? '',
        name: '',
        email: '',
        password: '',
        passwordConfirmation: '',
        acceptTerms: false,
      },
    },
  );
  // `?type=` arrives after hydration (url-params.ts): preselect it unless a type was chosen.
  const { getValues, setValue } = form;
  useEffect(() => {
    if (defaultType && !getValues('type')) setValue('type', defaultType);
  }, [defaultType, getValues, setValue]);
  const applyErrors = useApplyAuthErrors(form);
  const [leaving, setLeaving] = useState(false);
  const { result, onSubmit } = useActionSubmit(
    form,
    (values) => signUpAction({ ...values, redirect }),
    {
      onSuccess: (answer) => {
        // A full load: the server renders the signed-in page and seeds the auth store.
        setLeaving(true);
        window.location.assign(answer.data.redirectTo);
      },
      applyErrors,
    },
  );

  const legal = (href: '/terms' | '/policy') => {
    const LegalLink = (chunks: ReactNode) => (
      <AppLink href={href} target="_blank" className={linkClass}>
        {chunks}
      </AppLink>
    );
    return LegalLink;
  };
  const signInHref = redirect
    ? { pathname: '/auth/login', query: { redirect } }
    : { pathname: '/auth/login' };

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="space-y-5"
      aria-label={t('signUp.submit')}
    >
      <FormError result={result} />
      <AccountTypeField form={form} name="type" />
      <TextField form={form} name="name" label={t('name')} autoComplete="name" required />
      <TextField
        form={form}
        name="email"
        type="email"
        dir="ltr"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        label={t('email')}
        required
      />
      <NewPasswordFields
        form={form}
        label={t('password')}
        confirmLabel={t('passwordConfirmation')}
        hint={t('passwordHint')}
      />
      <CheckboxField
        form={form}
        name="acceptTerms"
        label={t.rich('signUp.acceptTerms', { terms: legal('/terms'), policy: legal('/policy') })}
        errorLabel={t('signUp.termsField')}
        required
      />
      <SubmitButton
        pending={form.formState.isSubmitting || leaving}
        pendingLabel={t('signUp.pending')}
        className="w-full"
      >
        {t('signUp.submit')}
      </SubmitButton>
      <p className="text-center text-sm text-muted">
        {t('signUp.haveAccount')}{' '}
        <AppLink href={signInHref} className={linkClass}>
          {t('signUp.signIn')}
        </AppLink>
      </p>
    </form>
  );
}
