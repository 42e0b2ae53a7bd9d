'use client';

import { useLocale, useTranslations } from 'next-intl';
import { FormError } from '@/components/form/form-error';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useActionSubmit } from '@/components/form/use-action-submit';
import { useZodForm } from '@/components/form/use-zod-form';
import { Alert } from '@/components/ui/alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { useRouter } from '@/i18n/navigation';
import { inviteStaffAction } from '@/features/staff/actions/invites';

/** An admin invites someone to the team: address, role, and the language of the mail. */
export function InviteForm() {
  const t = useTranslations('admin.staff.invite');
  const types = useTranslations('userTypes');
  const locale = useLocale();
  const router = useRouter();
  const form = useZodForm(
    () => import('@/features/staff/schemas/invites').then((m) => m.inviteStaffSchema),
    { defaultValues: { email: '', type: 'MODERATOR', locale } },
  );
  const { result, onSubmit } = useActionSubmit(form, inviteStaffAction, {
    onSuccess: () => {
      form.reset({ email: '', type: 'MODERATOR', locale });
      router.refresh();
    },
  });
  return (
    <section
      aria-labelledby="invite-title"
      className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6"
      data-testid="staff-invite"
    >
      <h2 id="invite-title" className="text-lg font-semibold text-ink">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('description')}</p>
      <form method="post" onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
        {result?.ok ? (
          <Alert tone="success">{t('sent', { email: result.data.email })}</Alert>
        ) : null}
        <FormError result={result} />
        <TextField
          form={form}
          name="email"
          type="email"
          dir="ltr"
          inputMode="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          label={t('email')}
          maxLength={254}
          required
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            form={form}
            name="type"
            label={t('role')}
            options={[
              { value: 'MODERATOR', label: types('MODERATOR') },
              { value: 'ADMIN', label: types('ADMIN') },
            ]}
            required
          />
          <SelectField
            form={form}
            name="locale"
            label={t('language')}
            options={[
              { value: 'en', label: t('languages.en') },
              { value: 'ar', label: t('languages.ar') },
            ]}
            required
          />
        </div>
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel={t('pending')}>
          {t('submit')}
        </SubmitButton>
      </form>
    </section>
  );
}
