'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Field, useFieldError } from '@/components/form/field';
import { SelectField, type SelectOption } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useActionErrorText } from '@/components/form/use-action-error-text';
import { applyServerErrors, useZodForm } from '@/components/form/use-zod-form';
import { Alert } from '@/components/ui/alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { useRouter } from '@/i18n/navigation';
import { FilePicker } from '@/features/accounts/components/file-picker';
import { DOCUMENT_ACCEPT, DOCUMENT_TITLE_MAX } from '@/features/deal-room/constants';
import { DOCUMENT_FILE_FIELD } from '@/features/deal-room/schemas/deal-room';
import { FocusOnAnswer } from '../focus-on-answer';
import { sendDocument } from './send-document';

type Message = { tone: 'error' | 'success'; text: string };

/**
 * Adds a document: a file, its title and its category, checked in the browser first (the fields'
 * rules and the size limit), then sent to the upload route. The list refreshes once it is stored.
 */
export function UploadForm({
  opportunityId,
  categories,
  maxSize,
}: {
  opportunityId: string;
  categories: readonly SelectOption[];
  /** The largest document, already formatted ("20 MB"). */
  maxSize: string;
}) {
  const t = useTranslations('dealRoom.owner.upload');
  const errors = useTranslations('errors');
  const errorText = useActionErrorText();
  const locale = useLocale();
  const router = useRouter();
  const form = useZodForm(
    () => import('@/features/deal-room/schemas/deal-room').then((m) => m.uploadFormSchema),
    { defaultValues: { opportunityId, title: '', category: undefined } },
  );
  const fileError = useFieldError(form.control, DOCUMENT_FILE_FIELD);
  const [fileName, setFileName] = useState<string | null>(null);
  const [message, setMessage] = useState<Message | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setMessage(null);
    const result = await sendDocument(values, locale);
    if (result?.ok) {
      form.reset(); // without values: the native reset also empties the file input
      setFileName(null);
      setMessage({ tone: 'success', text: t('done', { title: result.data.title }) });
      router.refresh();
      return;
    }
    // Invalid input lands on its fields; what no field can show gets a sentence above the form.
    if (result?.fieldErrors && applyServerErrors(form, result.fieldErrors)) return;
    setMessage({ tone: 'error', text: errorText(result) ?? errors('generic') });
  });

  const pending = form.formState.isSubmitting;
  return (
    <form
      method="post"
      encType="multipart/form-data"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="upload-title"
      aria-busy={pending || undefined}
      className="space-y-4 rounded-xl border border-line bg-canvas p-4"
      data-testid="deal-room-upload"
    >
      <h3 id="upload-title" className="font-semibold text-ink">
        {t('title')}
      </h3>
      <FocusOnAnswer answer={message}>
        {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      </FocusOnAnswer>
      <Field
        name={DOCUMENT_FILE_FIELD}
        label={t('file')}
        hint={t('fileHint', { max: maxSize })}
        error={fileError}
        required
      >
        {(aria) => (
          <FilePicker
            aria={aria}
            input={{
              ...form.register(DOCUMENT_FILE_FIELD),
              accept: DOCUMENT_ACCEPT,
              disabled: pending,
              onChange: (event) => {
                setMessage(null);
                setFileName(event.target.files?.[0]?.name ?? null);
              },
            }}
            chooseLabel={t('choose')}
            emptyLabel={t('noFile')}
            fileName={fileName}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          form={form}
          name="title"
          label={t('docTitle')}
          hint={t('titleHint')}
          maxLength={DOCUMENT_TITLE_MAX}
          autoComplete="off"
          required
        />
        <SelectField
          form={form}
          name="category"
          label={t('category')}
          placeholder={t('chooseCategory')}
          options={categories}
          required
        />
      </div>
      <p role="status" className="text-sm text-muted empty:hidden">
        {pending && fileName ? t('progress', { name: fileName }) : ''}
      </p>
      <SubmitButton pending={pending} pendingLabel={t('pending')}>
        {t('submit')}
      </SubmitButton>
    </form>
  );
}
