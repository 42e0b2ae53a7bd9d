'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormError } from '@/components/form/form-error';
import { TextField } from '@/components/form/text-field';
import { useActionSubmit } from '@/components/form/use-action-submit';
import { useZodForm } from '@/components/form/use-zod-form';
import { SubmitButton } from '@/components/ui/submit-button';
import { NewPasswordFields } from '@/features/accounts/components/new-password-fields';
import { acceptInviteAction } from '@/features/staff/actions/invites';

/** The invitee's name and password; on success a full load of the staff area, signed in. */
export function AcceptInviteForm({ token, email }: { token: string; email: string }) {
  const t = useTranslations('auth');
  const form = useZodForm(
    () => import('@/features/staff/schemas/invites').then((m) => m.acceptInviteSchema),
    { defaultValues: { token, name: '', password: '', passwordConfirmation: '' } },
  );
  const [leaving, setLeaving] = useState(false);
  const { result, onSubmit } = useActionSubmit(form, acceptInviteAction, {
    onSuccess: (answer) => {
      setLeaving(true);
      window.location.assign(answer.data.redirectTo);
    },
  });
  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="space-y-5"
      aria-label={t('acceptInvite.submit')}
    >
      <FormError result={result} />
      {/* For password managers: the account the new password belongs to. */}
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
        name="name"
        label={t('name')}
        autoComplete="name"
        maxLength={100}
        required
      />
      <NewPasswordFields
        form={form}
        label={t('password')}
        confirmLabel={t('passwordConfirmation')}
        hint={t('passwordHint')}
      />
      <SubmitButton
        pending={form.formState.isSubmitting || leaving}
        pendingLabel={t('acceptInvite.pending')}
        className="w-full"
      >
        {t('acceptInvite.submit')}
      </SubmitButton>
    </form>
  );
}
