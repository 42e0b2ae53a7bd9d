'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormError } from '@/components/form/form-error';
import { TextareaField } from '@/components/form/textarea-field';
import { useActionSubmit } from '@/components/form/use-action-submit';
import { useZodForm } from '@/components/form/use-zod-form';
import { Alert } from '@/components/ui/alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { useRouter } from '@/i18n/navigation';
import { saveNdaAction } from '@/features/deal-room/actions/save-nda';
import { NDA_BODY_MAX } from '@/features/deal-room/constants';
import { FocusOnAnswer } from '../focus-on-answer';

const radio = 'mt-1 size-4 shrink-0 accent-brand-600';

/**
 * The default agreement (its text shown to read) or the owner's own, in English, Arabic or both.
 * Saving makes a new version; investors who accepted an earlier one keep theirs.
 */
export function NdaForm({
  opportunityId,
  isDefault,
  bodyEn,
  bodyAr,
  defaultBody,
}: {
  opportunityId: string;
  isDefault: boolean;
  bodyEn: string;
  bodyAr: string;
  defaultBody: string;
}) {
  const t = useTranslations('dealRoom.owner.nda');
  const format = useFormatter();
  const router = useRouter();
  const form = useZodForm(
    () => import('@/features/deal-room/schemas/deal-room').then((m) => m.ndaSchema),
    { defaultValues: { opportunityId, useDefault: isDefault, bodyEn, bodyAr } },
  );
  // The choice is the form's `useDefault` value; the radios only set it.
  const [useDefault, setUseDefault] = useState(isDefault);
  const choose = (value: boolean) => {
    setUseDefault(value);
    form.setValue('useDefault', value);
  };
  const { result, onSubmit } = useActionSubmit(form, saveNdaAction, {
    onSuccess: () => router.refresh(),
  });
  const hint = t('bodyHint', { max: format.number(NDA_BODY_MAX) });

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="nda-title"
      className="space-y-4"
    >
      <FocusOnAnswer answer={result}>
        {result?.ok ? (
          <Alert tone="success">{t('saved', { version: result.data.version })}</Alert>
        ) : null}
        <FormError result={result} />
      </FocusOnAnswer>
      <fieldset>
        <legend className="text-sm font-medium text-ink">{t('choice')}</legend>
        <div className="mt-2 space-y-2">
          <label className="flex items-start gap-2 text-sm text-ink">
            <input
              type="radio"
              name="ndaChoice"
              checked={useDefault}
              onChange={() => choose(true)}
              className={radio}
            />
            {t('useDefault')}
          </label>
          <label className="flex items-start gap-2 text-sm text-ink">
            <input
              type="radio"
              name="ndaChoice"
              checked={!useDefault}
              onChange={() => choose(false)}
              className={radio}
            />
            {t('useOwn')}
          </label>
        </div>
      </fieldset>
      {useDefault ? (
        <div
          role="region"
          aria-label={t('defaultText')}
          tabIndex={0}
          dir="auto"
          className="user-text max-h-80 overflow-y-auto rounded-lg border border-line bg-canvas p-4 text-sm whitespace-pre-line text-ink"
          data-testid="deal-room-nda-default"
        >
          {defaultBody}
        </div>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <TextareaField
            form={form}
            name="bodyEn"
            label={t('bodyEn')}
            hint={hint}
            lang="en"
            rows={12}
            maxLength={NDA_BODY_MAX}
          />
          <TextareaField
            form={form}
            name="bodyAr"
            label={t('bodyAr')}
            hint={hint}
            lang="ar"
            rows={12}
            maxLength={NDA_BODY_MAX}
          />
        </div>
      )}
      <SubmitButton pending={form.formState.isSubmitting} pendingLabel={t('saving')}>
        {t('save')}
      </SubmitButton>
    </form>
  );
}
