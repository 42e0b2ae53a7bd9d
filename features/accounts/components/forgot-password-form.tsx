'use client';

import { CircleCheck } from '@/components/icons';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { FormError } from '@/components/form/form-error';
import { TextField } from '@/components/form/text-field';
import { useActionSubmit } from '@/components/form/use-action-submit';
import { useZodForm } from '@/components/form/use-zod-form';
import { AppLink } from '@/components/ui/app-link';
import { SubmitButton } from '@/components/ui/submit-button';
import { requestPasswordResetAction } from '@/features/accounts/actions/request-password-reset';
import { ResetPasswordStep } from './reset-password-step';

/**
 * Password reset in two steps on one page: the email (a code is mailed), then the code with the
 * new password. The email is kept between the steps. On success the user signs in again with the
 * new password (every session of the account has ended).
 */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState<string | null>(null);
  const [lastEmail, setLastEmail] = useState('');
  const [done, setDone] = useState(false);

  if (done) return <ResetDone />;
  if (email === null) {
    return (
      <RequestCodeStep
        defaultEmail={lastEmail}
        onSent={(sentTo) => {
          setLastEmail(sentTo);
          setEmail(sentTo);
        }}
      />
    );
  }
  return (
    <ResetPasswordStep
      email={email}
      onChangeEmail={() => setEmail(null)}
      onDone={() => setDone(true)}
    />
  );
}

function RequestCodeStep({
  defaultEmail,
  onSent,
}: {
  defaultEmail: string;
  onSent: (email: string) => void;
}) {
  const t = useTranslations('auth');
  const form = useZodForm(
    () => import('@/features/accounts/schemas/auth').then((m) => m.passwordResetRequestSchema),
    { defaultValues: { email: defaultEmail } },
  );
  const { result, onSubmit } = useActionSubmit(form, requestPasswordResetAction, {
    onSuccess: (_, values) => onSent(values.email),
  });

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="space-y-5"
      aria-label={t('reset.sendCode')}
    >
      <FormError result={result} />
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
      <SubmitButton
        pending={form.formState.isSubmitting}
        pendingLabel={t('reset.sending')}
        className="w-full"
      >
        {t('reset.sendCode')}
      </SubmitButton>
      <p className="text-center text-sm">
        <AppLink
          href="/auth/login"
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {t('reset.backToSignIn')}
        </AppLink>
      </p>
    </form>
  );
}

function ResetDone() {
  const t = useTranslations('auth');
  const link = useRef<HTMLAnchorElement>(null);
  // The form that had focus is gone: the next step is the link.
  useEffect(() => link.current?.focus(), []);
  return (
    <div className="space-y-5">
      <div
        role="status"
        className="flex items-start gap-3 rounded-2xl border border-success/30 bg-emerald-50 p-4 text-success"
      >
        <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0" />
        <p className="text-sm">{t('reset.success')}</p>
      </div>
      <AppLink ref={link} href="/auth/login" className="btn w-full btn-primary">
        {t('reset.signIn')}
      </AppLink>
    </div>
  );
}
