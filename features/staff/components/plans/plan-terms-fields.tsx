'use client';

import { useTranslations } from 'next-intl';
import type { FormApi } from '@/components/form/field';
import type { FieldPath, FieldValues } from '@/components/form/form-types';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import type { PlanAudience } from '@/features/billing/types';
import type { PlanFormValues } from '@/features/billing/schemas/plan-admin';

type Terms = Omit<PlanFormValues, 'code' | 'audience'>;

const sectionClass = 'space-y-3 rounded-2xl border border-line bg-surface p-4 shadow-sm';

/**
 * The fields a plan's create and edit forms share: its texts in both languages (each in its own
 * direction) and its price and terms. The limit shown is the one its audience uses (none until
 * the audience is chosen).
 */
export function PlanTermsFields<TIn extends FieldValues & Terms, TOut extends FieldValues>({
  form,
  audience,
  currencyLabel,
}: {
  form: FormApi<TIn, TOut>;
  audience: PlanAudience | null;
  currencyLabel: string;
}) {
  const t = useTranslations('admin.plans.form');
  // The names are the schema's own: every form of TIn has them.
  const field = (name: keyof Terms) => name as FieldPath<TIn>;
  const languages = [
    { lang: 'en', dir: 'ltr', suffix: 'En', label: t('english') },
    { lang: 'ar', dir: 'rtl', suffix: 'Ar', label: t('arabic') },
  ] as const;
  return (
    <>
      <div className="grid gap-4 lg:grid-cols-2">
        {languages.map(({ lang, dir, suffix, label }) => (
          <fieldset key={lang} className={sectionClass} lang={lang}>
            <legend className="px-1 text-sm font-semibold text-ink">{label}</legend>
            <TextField
              form={form}
              name={field(`name${suffix}`)}
              label={t('name')}
              dir={dir}
              required
            />
            <TextareaField
              form={form}
              name={field(`description${suffix}`)}
              label={t('description')}
              dir={dir}
              rows={3}
              required
            />
            <TextareaField
              form={form}
              name={field(`features${suffix}`)}
              label={t('features')}
              hint={t('featuresHint')}
              dir={dir}
              rows={4}
            />
          </fieldset>
        ))}
      </div>
      <fieldset className={`${sectionClass} grid gap-3 sm:grid-cols-2`}>
        <legend className="px-1 text-sm font-semibold text-ink">{t('terms')}</legend>
        <TextField
          form={form}
          name={field('price')}
          label={t('price', { currency: currencyLabel })}
          hint={t('priceHint')}
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          required
        />
        <TextField
          form={form}
          name={field('durationDays')}
          label={t('durationDays')}
          hint={t('durationHint')}
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          required
        />
        {audience === 'INVESTOR' ? (
          <TextField
            form={form}
            name={field('contactRequestsPerMonth')}
            label={t('contactRequestsPerMonth')}
            hint={t('limitHint')}
            inputMode="numeric"
            autoComplete="off"
            dir="ltr"
          />
        ) : null}
        {audience === 'OWNER' ? (
          <TextField
            form={form}
            name={field('activeListings')}
            label={t('activeListings')}
            hint={t('limitHint')}
            inputMode="numeric"
            autoComplete="off"
            dir="ltr"
          />
        ) : null}
        {audience === 'OWNER' ? (
          <TextField
            form={form}
            name={field('dealRoomMegabytes')}
            label={t('dealRoomMegabytes')}
            hint={t('dealRoomMegabytesHint')}
            inputMode="numeric"
            autoComplete="off"
            dir="ltr"
          />
        ) : null}
        <TextField
          form={form}
          name={field('sortOrder')}
          label={t('sortOrder')}
          hint={t('sortOrderHint')}
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          required
        />
      </fieldset>
    </>
  );
}
