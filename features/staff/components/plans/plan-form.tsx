'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormError } from '@/components/form/form-error';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useActionSubmit } from '@/components/form/use-action-submit';
import { useZodForm } from '@/components/form/use-zod-form';
import { Alert } from '@/components/ui/alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { useRouter } from '@/i18n/navigation';
import { createPlanAction, updatePlanAction } from '@/features/billing/actions/plan-admin';
import type { PlanFormValues } from '@/features/billing/schemas/plan-admin';
import type { PlanAudience } from '@/features/billing/types';
import { PlanTermsFields } from './plan-terms-fields';

type Terms = Omit<PlanFormValues, 'code' | 'audience'>;
type Money = { currency: string; currencyLabel: string };

const loadSchemas = () => import('@/features/billing/schemas/plan-admin');
// The actions parse what was typed with the same schema (prices and lists come out of the text),
// so they are sent the typed values, not the parsed ones.

/** A new plan: who it is for and its code (both fixed from then on), then its texts and terms. */
export function PlanCreateForm({ defaults, currency, currencyLabel }: Money & { defaults: Terms }) {
  const t = useTranslations('admin.plans');
  const router = useRouter();
  const [audience, setAudience] = useState<PlanAudience | null>(null);
  const form = useZodForm(() => loadSchemas().then((m) => m.planCreateSchema(currency)), {
    defaultValues: { code: '', audience: '', ...defaults },
  });
  const { result, onSubmit } = useActionSubmit(form, () => createPlanAction(form.getValues()), {
    onSuccess: () => router.push({ pathname: '/admin/plans', query: { created: '1' } }),
  });
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <FormError result={result} />
      <div className="grid gap-3 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:grid-cols-2">
        <SelectField
          form={form}
          name="audience"
          label={t('form.audience')}
          placeholder={t('form.audiencePlaceholder')}
          options={(['INVESTOR', 'OWNER'] as const).map((value) => ({
            value,
            label: t(`audiences.${value}`),
          }))}
          onChange={(event) => {
            const value = event.target.value;
            setAudience(value === 'INVESTOR' || value === 'OWNER' ? value : null);
          }}
          required
        />
        <TextField
          form={form}
          name="code"
          label={t('form.code')}
          hint={t('form.codeHint')}
          autoComplete="off"
          spellCheck={false}
          dir="ltr"
          required
        />
      </div>
      <PlanTermsFields form={form} audience={audience} currencyLabel={currencyLabel} />
      <SubmitButton pending={form.formState.isSubmitting} pendingLabel={t('form.saving')}>
        {t('form.create')}
      </SubmitButton>
    </form>
  );
}

/** An existing plan's texts and terms; new terms apply to purchases from now on. */
export function PlanEditForm({
  id,
  audience,
  code,
  defaults,
  currency,
  currencyLabel,
}: Money & { id: string; audience: PlanAudience; code: string; defaults: Terms }) {
  const t = useTranslations('admin.plans');
  const router = useRouter();
  const form = useZodForm(() => loadSchemas().then((m) => m.planUpdateSchema(currency)), {
    defaultValues: { id, ...defaults },
  });
  const { result, onSubmit } = useActionSubmit(form, () => updatePlanAction(form.getValues()), {
    onSuccess: () => router.refresh(),
  });
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-muted">
        {t('form.fixed', { audience: t(`audiences.${audience}`), code })}
      </p>
      <FormError result={result} />
      <PlanTermsFields form={form} audience={audience} currencyLabel={currencyLabel} />
      {result?.ok ? <Alert tone="success">{t('form.saved')}</Alert> : null}
      <SubmitButton pending={form.formState.isSubmitting} pendingLabel={t('form.saving')}>
        {t('form.save')}
      </SubmitButton>
    </form>
  );
}
