'use client';

import { useTranslations } from 'next-intl';
import { NewPasswordFields } from '@/features/accounts/components/new-password-fields';
import { PasswordField } from '@/features/accounts/components/password-field';
import { FormError } from '@/components/form/form-error';
import { useActionSubmit } from '@/components/form/use-action-submit';
import { useZodForm } from '@/components/form/use-zod-form';
import { Alert } from '@/components/ui/alert';
import { SubmitButton } from '@/components/ui/submit-button';
import type { ActionResult } from '@/lib/action/result';
import { changePasswordAction } from '@/features/accounts/actions/change-password';
import { WRONG_CURRENT_PASSWORD } from '@/features/accounts/schemas/profile';
import { useApplyAuthErrors } from './auth-errors';
import { ProfileCard } from './profile-card';
import { SecondFactorField } from './second-factor-field';

const EMPTY = { currentPassword: '', password: '', passwordConfirmation: '', code: '' };

/**
 * Current password, then the new one twice, and with two-step verification on (`needsCode`) a
 * current code. Other devices are signed out by the server.
 */
export function PasswordForm({ needsCode = false }: { needsCode?: boolean }) {
  const t = useTranslations('profile.password');
  const form = useZodForm(
    () => import('@/features/accounts/schemas/profile').then((m) => m.changePasswordSchema),
    { defaultValues: EMPTY },
  );
  const applyAuthErrors = useApplyAuthErrors(form);
  const { result, onSubmit } = useActionSubmit(
    form,
    (values) =>
      changePasswordAction(values).catch((): ActionResult => ({ ok: false, error: 'generic' })),
    {
      onSuccess: () => form.reset(EMPTY),
      applyErrors: (fieldErrors) => {
        const { currentPassword, ...others } = fieldErrors;
        const errors =
          currentPassword === WRONG_CURRENT_PASSWORD
            ? { ...others, currentPassword: t('wrongCurrent') }
            : fieldErrors;
        // A wrong code comes as an auth answer (`auth:errors.*`), translated there.
        applyAuthErrors(errors);
      },
    },
  );

  return (
    <ProfileCard title={t('title')} description={t('description')} testId="profile-password-card">
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
        {result?.ok ? <Alert tone="success">{t('saved')}</Alert> : null}
        <FormError result={result} />
        <PasswordField
          form={form}
          name="currentPassword"
          label={t('current')}
          autoComplete="current-password"
          required
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <NewPasswordFields
            form={form}
            label={t('new')}
            confirmLabel={t('confirm')}
            hint={t('hint')}
          />
        </div>
        {needsCode ? (
          <SecondFactorField form={form} name="code" label={t('code')} hint={t('codeHint')} />
        ) : null}
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel={t('saving')}>
          {t('save')}
        </SubmitButton>
      </form>
    </ProfileCard>
  );
}
