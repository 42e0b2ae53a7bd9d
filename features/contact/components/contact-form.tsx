'use client';

import { useTranslations } from 'next-intl';
import { FormError } from '@/components/form/form-error';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { useActionSubmit } from '@/components/form/use-action-submit';
import { useZodForm } from '@/components/form/use-zod-form';
import { Alert } from '@/components/ui/alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { submitContactMessageAction } from '@/features/contact/actions/submit-contact-message';

const EMPTY = { name: '', email: '', subject: '', message: '' };

export function ContactForm() {
  const t = useTranslations('contact');
  const form = useZodForm(
    () => import('@/features/contact/schemas/contact').then((m) => m.contactMessageSchema),
    { defaultValues: EMPTY },
  );
  const { result, onSubmit } = useActionSubmit(form, submitContactMessageAction, {
    onSuccess: () => form.reset(EMPTY),
  });

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      aria-label={t('formTitle')}
    >
      {result?.ok ? <Alert tone="success">{t('success')}</Alert> : null}
      <FormError result={result} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField form={form} name="name" label={t('name')} autoComplete="name" required />
        <TextField
          form={form}
          name="email"
          type="email"
          label={t('email')}
          autoComplete="email"
          required
        />
      </div>
      <TextField form={form} name="subject" label={t('subject')} required />
      <TextareaField form={form} name="message" label={t('message')} rows={6} required />
      <SubmitButton pending={form.formState.isSubmitting} pendingLabel={t('sending')}>
        {t('send')}
      </SubmitButton>
    </form>
  );
}
