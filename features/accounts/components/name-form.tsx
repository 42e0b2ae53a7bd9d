'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useAuth } from '@/components/auth/auth-provider';
import { FormError } from '@/components/form/form-error';
import { TextField } from '@/components/form/text-field';
import { applyServerErrors, useZodForm } from '@/components/form/use-zod-form';
import { Alert } from '@/components/ui/alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { useRouter } from '@/i18n/navigation';
import type { ActionResult } from '@/lib/action/result';
import { updateNameAction } from '@/features/accounts/actions/update-name';
import { ProfileCard } from './profile-card';

/** Edits the display name; the header follows at once (auth store) and after the refresh. */
export function NameForm({ name }: { name: string }) {
  const t = useTranslations('profile.name');
  const router = useRouter();
  const { updateUser } = useAuth();
  const form = useZodForm(
    () => import('@/features/accounts/schemas/profile').then((m) => m.updateNameSchema),
    {
      defaultValues: { name },
    },
  );
  const [result, setResult] = useState<ActionResult<{ name: string }> | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setResult(null);
    const answer = await updateNameAction(values).catch((): ActionResult<{ name: string }> => ({
      ok: false,
      error: 'generic',
    }));
    setResult(answer);
    if (answer.ok) {
      form.reset({ name: answer.data.name });
      updateUser({ name: answer.data.name });
      router.refresh();
    } else if (answer.fieldErrors) {
      applyServerErrors(form, answer.fieldErrors);
    }
  });

  return (
    <ProfileCard title={t('title')} description={t('description')} testId="profile-name-card">
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
        {result?.ok ? <Alert tone="success">{t('saved')}</Alert> : null}
        <FormError result={result} />
        <TextField
          form={form}
          name="name"
          label={t('label')}
          autoComplete="name"
          maxLength={100}
          required
        />
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel={t('saving')}>
          {t('save')}
        </SubmitButton>
      </form>
    </ProfileCard>
  );
}
