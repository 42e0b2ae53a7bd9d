'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { FieldPath, FieldValues } from '@/components/form/form-types';
import { FieldError, useFieldError, type FormApi } from '@/components/form/field';

export type PackageOption = { code: string; days: number; priceLabel: string };

/** The promotion packages as radio cards (days and price), one required choice. */
export function PackageField<TIn extends FieldValues, TOut extends FieldValues>({
  form,
  name,
  packages,
}: {
  form: FormApi<TIn, TOut>;
  name: FieldPath<TIn>;
  packages: PackageOption[];
}) {
  const t = useTranslations('billing');
  const error = useFieldError(form.control, name);
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-required>
      <legend className="mb-1.5 text-sm font-medium text-ink">
        {t('promotions.package')}
        <span aria-hidden="true" className="ms-0.5 text-danger">
          *
        </span>
      </legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {packages.map((pkg) => (
          <label
            key={pkg.code}
            className="flex cursor-pointer flex-col gap-1 rounded-xl border border-line bg-surface p-4 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-600 has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
          >
            <span className="flex items-center gap-2">
              <input
                type="radio"
                value={pkg.code}
                {...form.register(name)}
                className="size-4 accent-brand-600"
              />
              <span className="font-semibold">{t('duration', { days: pkg.days })}</span>
            </span>
            <span className="ps-6 text-lg font-bold tabular-nums">{pkg.priceLabel}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} name={name} message={error} label={t('promotions.package')} />
    </fieldset>
  );
}
